// The translation of nvcc arguments into clang's, from a table of nvcc's options, and the
// choice of one GPU architecture (CompilerArgs.h).

#include "limiter/rewriters/CompilerArgs.h"

#include <algorithm>
#include <array>
#include <optional>

namespace limiter {
namespace {

enum class Action {
  Keep,     ///< Same meaning in clang; re-spelled as Clang + value.
  Drop,     ///< Code generation, linking, host-compiler pass-through: no effect on parsing.
  Arch,     ///< -arch=sm_90 -> --cuda-gpu-arch=sm_90.
  Gencode,  ///< -gencode arch=compute_90,code=sm_90 -> --cuda-gpu-arch=sm_90.
  Language, ///< -x cu -> -x cuda.
  Rdc,      ///< -rdc=true, -dc -> -fgpu-rdc: device code that calls or launches across units.
  /// No effect on parsing, but on the device code nvcc makes (its floating-point modes, its
  /// register cap) or the source it accepts (constexpr host functions and lambdas in device
  /// code, which clang's parse allows anyway): kept for the bundle's nvcc, in nvcc's spelling.
  DeviceCode,
  /// Options for ptxas (-Xptxas -dlcm=ca,-v): those that change the code are kept for the
  /// bundle's nvcc as DeviceCode; its messages (-v, -Werror) are not.
  Ptxas,
  /// -G: device code for debugging. The bundle compiles it optimised, and says so (LeftOut).
  DeviceDebug,
};

struct NvccOption {
  std::string_view Short; ///< "-I"; empty when there is none.
  std::string_view Long;  ///< "--include-path"; empty when there is none.
  bool TakesValue;
  Action What;
  std::string_view Clang; ///< The clang spelling for Keep, joined with the value.
  bool NvccOnly; ///< Translated in clang arguments too (clang lacks or has another spelling).
};

// The nvcc options that matter or commonly occur in compile_commands.json, from nvcc's
// documented option table. Options with values accept "-o v", "-o=v" and, for the one-letter
// ones, "-ov".
constexpr std::array<NvccOption, 55> NvccOptions{{
    {"-I", "--include-path", true, Action::Keep, "-I", false},
    {"-isystem", "--system-include", true, Action::Keep, "-isystem", false},
    {"-D", "--define-macro", true, Action::Keep, "-D", false},
    {"-U", "--undefine-macro", true, Action::Keep, "-U", false},
    {"-include", "--pre-include", true, Action::Keep, "-include", false},
    {"-std", "--std", true, Action::Keep, "-std=", false},
    {"", "--cuda-gpu-arch", true, Action::Keep, "--cuda-gpu-arch=", false},
    {"", "--offload-arch", true, Action::Keep, "--cuda-gpu-arch=", true},
    {"-arch", "--gpu-architecture", true, Action::Arch, "", true},
    {"-gencode", "--generate-code", true, Action::Gencode, "", true},
    {"-code", "--gpu-code", true, Action::Drop, "", true},
    {"-x", "--x", true, Action::Language, "", false},
    {"-Xcompiler", "--compiler-options", true, Action::Drop, "", true},
    {"-Xptxas", "--ptxas-options", true, Action::Ptxas, "", true},
    {"-Xlinker", "--linker-options", true, Action::Drop, "", true},
    {"-Xnvlink", "--nvlink-options", true, Action::Drop, "", true},
    {"-Xcudafe", "", true, Action::Drop, "", true},
    {"-Xarchive", "--archive-options", true, Action::Drop, "", true},
    {"-ccbin", "--compiler-bindir", true, Action::Drop, "", true},
    {"-maxrregcount", "--maxrregcount", true, Action::DeviceCode, "", true},
    {"-rdc", "--relocatable-device-code", true, Action::Rdc, "", true},
    {"-t", "--threads", true, Action::Drop, "", true},
    {"-diag-suppress", "--diag-suppress", true, Action::Drop, "", true},
    {"-ftz", "--ftz", true, Action::DeviceCode, "", true},
    {"-prec-div", "--prec-div", true, Action::DeviceCode, "", true},
    {"-prec-sqrt", "--prec-sqrt", true, Action::DeviceCode, "", true},
    {"-fmad", "--fmad", true, Action::DeviceCode, "", true},
    {"-default-stream", "--default-stream", true, Action::Drop, "", true},
    {"-cudart", "--cudart", true, Action::Drop, "", true},
    {"-keep-dir", "--keep-dir", true, Action::Drop, "", true},
    {"-MF", "--dependency-output", true, Action::Drop, "", false},
    {"-MT", "--dependency-target-name", true, Action::Drop, "", false},
    {"-o", "--output-file", true, Action::Drop, "", false},
    {"-L", "--library-path", true, Action::Drop, "", false},
    {"-l", "--library", true, Action::Drop, "", false},
    {"-O", "--optimize", true, Action::Drop, "", false},
    {"-use_fast_math", "--use_fast_math", false, Action::DeviceCode, "", true},
    {"-expt-relaxed-constexpr", "--expt-relaxed-constexpr", false, Action::DeviceCode, "", true},
    {"-expt-extended-lambda", "--expt-extended-lambda", false, Action::DeviceCode, "", true},
    {"-extended-lambda", "--extended-lambda", false, Action::DeviceCode, "", true},
    {"-restrict", "--restrict", false, Action::DeviceCode, "", true},
    {"-extra-device-vectorization", "--extra-device-vectorization", false, Action::DeviceCode, "",
     true},
    {"-lineinfo", "--generate-line-info", false, Action::Drop, "", true},
    {"-G", "--device-debug", false, Action::DeviceDebug, "", true},
    {"-g", "--debug", false, Action::Drop, "", false},
    {"-c", "--compile", false, Action::Drop, "", false},
    {"-dc", "--device-c", false, Action::Rdc, "", true},
    {"-dw", "--device-w", false, Action::Drop, "", true},
    {"-MD", "--generate-dependencies-with-compile", false, Action::Drop, "", false},
    {"-MMD", "--generate-nonsystem-dependencies-with-compile", false, Action::Drop, "", false},
    {"-res-usage", "--resource-usage", false, Action::Drop, "", true},
    {"-keep", "--keep", false, Action::Drop, "", true},
    {"-forward-unknown-to-host-compiler", "--forward-unknown-to-host-compiler", false, Action::Drop,
     "", true},
    {"-allow-unsupported-compiler", "--allow-unsupported-compiler", false, Action::Drop, "", true},
    {"-Wno-deprecated-gpu-targets", "--Wno-deprecated-gpu-targets", false, Action::Drop, "", true},
}};

struct Match {
  const NvccOption *Option = nullptr;
  std::optional<std::string> Value; ///< Set when the value was joined to the flag.
};

/// Recognises Arg as an nvcc option: "--long", "--long=v", "-short", "-short=v", and for
/// one-letter options "-Iv". Whole names win over joined values ("-lineinfo" is not "-l").
Match matchOption(std::string_view Arg) {
  for (const NvccOption &O : NvccOptions) {
    for (std::string_view Name : {O.Long, O.Short}) {
      if (Name.empty() || !Arg.starts_with(Name))
        continue;
      std::string_view Rest = Arg.substr(Name.size());
      if (Rest.empty())
        return {&O, std::nullopt};
      if (O.TakesValue && Rest.front() == '=')
        return {&O, std::string(Rest.substr(1))};
    }
  }
  for (const NvccOption &O : NvccOptions)
    if (O.TakesValue && O.Short.size() == 2 && Arg.size() > 2 && Arg.starts_with(O.Short))
      return {&O, std::string(Arg.substr(2))};
  return {};
}

/// "arch=compute_90,code=[sm_90,compute_90]" -> "sm_90": the real architecture the code is
/// built for, else the virtual one.
std::string archFromGencode(std::string_view Value) {
  auto FieldValue = [&](std::string_view Key) -> std::string {
    std::size_t At = Value.find(Key);
    if (At == std::string_view::npos)
      return {};
    std::string_view Rest = Value.substr(At + Key.size());
    Rest.remove_prefix(std::min(Rest.find_first_not_of("[\"'"), Rest.size()));
    return std::string(Rest.substr(0, Rest.find_first_of(",]\"'")));
  };
  std::string Code = FieldValue("code=");
  if (Code.starts_with("sm_"))
    return Code;
  std::string Arch = FieldValue("arch=");
  if (Arch.starts_with("compute_"))
    return "sm_" + Arch.substr(8);
  return Arch;
}

/// nvcc accepts -arch=native/all/all-major and compute_90; clang wants one sm_NN.
std::optional<std::string> clangArch(std::string_view Arch) {
  if (Arch.starts_with("sm_"))
    return std::string(Arch);
  if (Arch.starts_with("compute_"))
    return "sm_" + std::string(Arch.substr(8));
  return std::nullopt;
}

/// "-v,-dlcm=ca" -> "-dlcm=ca": the ptxas options that change the code it makes, in order.
/// Left out: its messages (verbose output, warnings made errors), as the bundle's nvcc output
/// is not shown and a warning of a capped build (a spill) must not fail it; the architecture,
/// which is the bundle's; and device code for debugging (-g, --device-debug), which Debug
/// gets, as -G does.
std::string ptxasCodeOptions(std::string_view Value, std::vector<std::string> &Debug) {
  static constexpr std::array<std::string_view, 4> Messages{"-v", "--verbose", "-Werror",
                                                            "--warning-as-error"};
  std::string Kept;
  while (!Value.empty()) {
    std::size_t Comma = Value.find(',');
    std::string_view Option = Value.substr(0, Comma);
    Value = Comma == std::string_view::npos ? std::string_view() : Value.substr(Comma + 1);
    if (Option == "-g" || Option == "--device-debug")
      Debug.push_back("-Xptxas " + std::string(Option));
    if (Option.empty() || std::find(Messages.begin(), Messages.end(), Option) != Messages.end() ||
        Option == "-g" || Option == "--device-debug" || Option.starts_with("-arch") ||
        Option.starts_with("--gpu-name"))
      continue;
    Kept += (Kept.empty() ? "" : ",") + std::string(Option);
  }
  return Kept;
}

} // namespace

bool isNvcc(std::string_view Compiler) {
  std::string_view Base = Compiler.substr(Compiler.find_last_of("/\\") + 1);
  return Base == "nvcc" || Base == "nvcc.exe";
}

TranslatedArgs translateCompilerArgs(const std::vector<std::string> &Args, bool FromNvcc) {
  TranslatedArgs Out;
  for (std::size_t I = 0; I < Args.size(); ++I) {
    const std::string &Arg = Args[I];
    Match M = Arg.starts_with("-") ? matchOption(Arg) : Match{};
    if (!M.Option || (!FromNvcc && !M.Option->NvccOnly && M.Option->What != Action::Language)) {
      bool IsFlag = Arg.starts_with("-") && Arg != "-";
      if (FromNvcc && IsFlag)
        Out.Unknown.push_back(Arg);
      else
        Out.Args.push_back(Arg);
      continue;
    }
    std::string Value;
    std::string Spelled = Arg;
    if (M.Option->TakesValue) {
      if (M.Value) {
        Value = *M.Value;
      } else if (I + 1 < Args.size()) {
        Value = Args[++I];
        Spelled += " " + Value;
      }
    }
    switch (M.Option->What) {
    case Action::Keep:
      if (M.Option->Clang.ends_with("=") || M.Option->Clang.size() == 2)
        Out.Args.push_back(std::string(M.Option->Clang) + Value);
      else {
        Out.Args.push_back(std::string(M.Option->Clang));
        Out.Args.push_back(Value);
      }
      break;
    case Action::Drop:
      Out.Ignored.push_back(Spelled);
      break;
    case Action::DeviceCode:
      if (M.Option->TakesValue && Value.empty()) // Malformed: nvcc would refuse it too.
        Out.Ignored.push_back(Spelled);
      else
        Out.DeviceCode.push_back(std::string(M.Option->Short) +
                                 (M.Option->TakesValue ? "=" + Value : std::string()));
      break;
    case Action::Ptxas:
      if (std::string Kept = ptxasCodeOptions(Value, Out.LeftOut); !Kept.empty())
        Out.DeviceCode.push_back("-Xptxas=" + Kept);
      else
        Out.Ignored.push_back(Spelled);
      break;
    case Action::DeviceDebug:
      Out.LeftOut.push_back(Spelled);
      break;
    case Action::Arch:
    case Action::Gencode: {
      std::string Arch = M.Option->What == Action::Arch ? Value : archFromGencode(Value);
      if (auto ClangArch = clangArch(Arch))
        Out.Args.push_back("--cuda-gpu-arch=" + *ClangArch);
      else
        Out.Ignored.push_back(Spelled);
      break;
    }
    case Action::Rdc:
      // Device-side launches (dynamic parallelism) and extern device functions parse only in
      // relocatable mode; -rdc=false is the default.
      if (!M.Option->TakesValue || Value == "true")
        Out.Args.push_back("-fgpu-rdc");
      else
        Out.Ignored.push_back(Spelled);
      break;
    case Action::Language:
      Out.Args.push_back("-x");
      Out.Args.push_back(Value == "cu" ? "cuda" : Value);
      break;
    }
  }
  return Out;
}

std::vector<std::string> keepOneGpuArch(const std::vector<std::string> &Args,
                                        std::string_view DefaultArch) {
  static constexpr std::string_view Prefix = "--cuda-gpu-arch=";
  // The default architecture (the one bundles are built for) when it is among several, else
  // the first given.
  std::string Wanted = std::string(Prefix) + std::string(DefaultArch);
  bool HasDefault = std::find(Args.begin(), Args.end(), Wanted) != Args.end();
  std::vector<std::string> Out;
  bool HaveArch = false;
  for (const std::string &Arg : Args) {
    if (Arg.starts_with(Prefix)) {
      if (HaveArch || (HasDefault && Arg != Wanted))
        continue;
      HaveArch = true;
    }
    Out.push_back(Arg);
  }
  if (!HaveArch)
    Out.push_back(std::string(Prefix) + std::string(DefaultArch));
  return Out;
}

} // namespace limiter
