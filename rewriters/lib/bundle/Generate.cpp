// generateBundle: parse, variants, sources, compile and checks (with a second, repaired build),
// and manifest, written in a temporary directory and moved into place whole.

#include "limiter/rewriters/Generate.h"

#include "bundle/BrokenWhatIfs.h"
#include "bundle/BundleDirectory.h"
#include "bundle/BundleManifest.h"
#include "bundle/BundleSources.h"
#include "bundle/FlagWhatIfs.h"
#include "checks/CompiledChecks.h"
#include "checks/FidelityChecks.h"
#include "limiter/rewriters/CudaParser.h"
#include "limiter/rewriters/KernelDiscovery.h"
#include "limiter/rewriters/Variants.h"
#include "limiter/support/EntryNames.h"
#include "limiter/support/Files.h"
#include "limiter/support/Manifest.h"
#include "limiter/support/PtxStats.h"
#include "limiter/support/Subprocess.h"
#include "parse/UserFiles.h"
#include "variants/ParsedKernel.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {

std::vector<std::string> nvccFlagsFrom(const std::vector<std::string> &CommandLine) {
  // The parse's own --cuda-path says which -isystem directories are the toolkit's (nvcc adds
  // those itself).
  std::string CudaPath = "/nonexistent";
  for (const std::string &A : CommandLine)
    if (A.starts_with("--cuda-path="))
      CudaPath = A.substr(std::string_view("--cuda-path=").size());
  std::vector<std::string> Out;
  auto Absolute = [](const std::string &Dir) {
    return fs::absolute(Dir).lexically_normal().string();
  };
  for (std::size_t I = 0; I < CommandLine.size(); ++I) {
    const std::string &A = CommandLine[I];
    bool HasNext = I + 1 < CommandLine.size();
    if (A == "-isystem" && HasNext) {
      std::string Dir = CommandLine[++I];
      if (!Dir.starts_with(CudaPath))
        Out.insert(Out.end(), {"-isystem", Absolute(Dir)});
    } else if (A == "-include" && HasNext) {
      Out.insert(Out.end(), {"-include", CommandLine[++I]});
    } else if (A.starts_with("-I") && A.size() > 2) {
      Out.push_back("-I" + Absolute(A.substr(2)));
    } else if (A == "-I" && HasNext) {
      Out.push_back("-I" + Absolute(CommandLine[++I]));
    } else if ((A.starts_with("-D") || A.starts_with("-U")) && A.size() > 2) {
      Out.push_back(A);
    } else if (A.starts_with("-std=")) {
      Out.push_back(A);
    }
  }
  return Out;
}

std::string instantiationFor(const std::string &Kernel, const std::vector<std::string> &Args) {
  std::string List;
  for (const std::string &A : Args)
    List += (List.empty() ? "" : ", ") + A;
  // Taking the address instantiates the kernel for these arguments; the line sits after the
  // file's own text, so every offset of the file is unchanged.
  return "// limiter: template arguments from the experiment config\n"
         "static void *const limiter_config_instantiation = (void *)&" +
         Kernel + "<" + List + ">;";
}

namespace {

/// The bundle made, with one line for each variant and each check.
GeneratedBundle summaryOf(const Parsed &P, const fs::path &Final,
                          const std::vector<ManifestCheck> &Checks) {
  GeneratedBundle Bundle{Final.string(), P.Kernel.QualifiedName, {}};
  for (const VariantResult &V : P.Variants.Variants) {
    bool NotApplicable = isWhatIf(V.Kind) && V.Status == VariantStatus::Absent;
    Bundle.VariantLines.push_back(
        std::string(toString(V.Kind)) + "  " +
        (NotApplicable ? "what-if " + (V.Reasons.empty() ? "absent" : V.Reasons.front())
                       : std::string(isWhatIf(V.Kind) ? "what-if " : "") +
                             std::string(toString(V.Status)) + "  " + V.KernelName +
                             (V.Note.empty() ? "" : "  (" + V.Note + ")")));
  }
  // A check passed by lines only is the weaker kind: the counts differ, and the kinds of
  // instruction per line agree; executed counts (limiter run --counts) decide.
  for (const ManifestCheck &C : Checks)
    Bundle.VariantLines.push_back(
        std::string(!C.Passed                ? "FAIL"
                    : C.Method == "lines" ? "pass by lines (executed counts decide)"
                                          : "pass") +
        "  " + C.Name + ": " + C.Detail);
  return Bundle;
}

/// The bundle in Dir compiled to PTX (variants.ptx), once more with -rdc=true (added to
/// NvccFlags) where RetryRdc and the first try fails; else nullopt, with nvcc's output in
/// Output.
std::optional<std::string> compileVariants(const GenerateOptions &Options, const fs::path &Dir,
                                           std::vector<std::string> &NvccFlags, bool RetryRdc,
                                           std::string &Output) {
  std::optional<std::string> Ptx =
      compileBundleToPtx(Options, Dir, NvccFlags, "variants.ptx", Output);
  if (!Ptx && RetryRdc) {
    NvccFlags.push_back("-rdc=true");
    Ptx = compileBundleToPtx(Options, Dir, NvccFlags, "variants.ptx", Output);
  }
  return Ptx;
}

/// The variants built a second time with Repairs, into a directory beside Final: where the
/// second build fails fewer of the repairable checks than the first (those in Failed) and
/// none the first passed, the second bundle takes Final's place and the first (in Temp) goes;
/// otherwise the second goes and nullopt says to keep the first.
std::optional<GeneratedBundle> secondBuild(const GenerateOptions &Options, RepairsByVariant Repairs,
                                           const std::set<VariantKind> &Failed,
                                           const fs::path &Final, const fs::path &Temp,
                                           DiagnosticList &Diags) {
  if (Repairs.empty())
    return std::nullopt;
  GenerateOptions Second = Options;
  Second.Repairs = std::move(Repairs);
  fs::path Dir = fs::absolute(Final).parent_path() /
                 ("." + Final.filename().string() + ".repair-" + std::to_string(::getpid()));
  Second.OutputDir = Dir.string();
  DiagnosticList SecondDiags; // the first build reported the parse's diagnostics already
  std::optional<GeneratedBundle> Bundle = generateBundle(Second, SecondDiags);
  std::error_code Ec;
  std::string Error;
  std::optional<std::string> Text;
  bool Passed = false;
  if (Bundle && (Text = readFile((Dir / "manifest.json").string(), Error))) {
    if (std::optional<Manifest> M = manifestFromJson(*Text, Error)) {
      std::set<VariantKind> Still = failedRepairable(M->Checks);
      Passed = Still.size() < Failed.size() &&
               std::includes(Failed.begin(), Failed.end(), Still.begin(), Still.end());
    }
  }
  if (!Passed || !placeDirectory(Dir, Final, Error)) {
    fs::remove_all(Dir, Ec);
    return std::nullopt;
  }
  fs::remove_all(Temp, Ec);
  for (const Diagnostic &D : SecondDiags.items())
    if (D.Id == DiagId::CompiledCodeDiffers)
      Diags.add(D);
  Bundle->Directory = Final.string();
  return Bundle;
}

/// Parses the kernel for a bundle, with the config's template arguments instantiated after the
/// file's text, and checks the config against it. CommandLine: the parse's clang command line.
std::optional<Parsed> parseForBundle(const GenerateOptions &Options, DiagnosticList &Diags,
                                     std::vector<std::string> &CommandLine) {
  ParseOptions Parse = Options.Parse;
  if (Options.Config && !Options.Config->TemplateArgs.empty())
    Parse.AppendedSource =
        instantiationFor(Options.Kernel.empty() ? Options.Config->Kernel : Options.Kernel,
                         Options.Config->TemplateArgs);
  std::optional<Parsed> P = parseKernel(Parse, Options.Kernel, Options.Repairs, Diags, CommandLine);
  if (!P)
    return std::nullopt;
  for (const Diagnostic &D : P->Variants.Diagnostics)
    Diags.add(D);
  if (Options.Config && !checkConfigAgainstKernel(*Options.Config, P->Kernel, Diags))
    return std::nullopt;
  return P;
}

/// The bundle's nvcc flags: its sources' include paths, and -rdc=true where relocatable device
/// code is needed (Rdc). Relocatable device code (linked with the device runtime by `limiter
/// run`) only where it is needed: in it static kernels' entries get file-specific names. A
/// kernel that launches kernels needs it; in a project built relocatable (ProjectRdc:
/// -fgpu-rdc in the parse), so may the file when another of its kernels launches kernels: the
/// compile check tries without first; without the check, the project's mode is kept.
std::vector<std::string> bundleNvccFlags(const Parsed &P, const BundleSources &Copies,
                                         const std::vector<std::string> &CommandLine,
                                         bool CompileCheck, bool &ProjectRdc, bool &Rdc) {
  std::vector<std::string> NvccFlags = Copies.NvccFlags;
  bool LaunchesKernels =
      std::any_of(P.Variants.Diagnostics.begin(), P.Variants.Diagnostics.end(),
                  [](const Diagnostic &D) { return D.Id == DiagId::DeviceLaunch; });
  ProjectRdc = std::find(CommandLine.begin(), CommandLine.end(), "-fgpu-rdc") != CommandLine.end();
  Rdc = LaunchesKernels || (ProjectRdc && !CompileCheck);
  if (Rdc)
    NvccFlags.push_back("-rdc=true");
  return NvccFlags;
}

/// Compiles the bundle in Temp (again with -rdc=true, added to NvccFlags, where RetryRdc and
/// the first try fails) and checks the compiled variants (Counts, Checks). Where a first build
/// fails a repairable check, a second build with the repairs it asks for takes the bundle's
/// place when it does better (Second). A what-if whose copy nvcc rejects is left out, said, and
/// the rest compiled again, Rewrite writing the sources anew (its error in the string). False
/// when nvcc fails still: Temp is gone, the error in Diags.
bool compileAndCheck(const GenerateOptions &Options, Parsed &P, const fs::path &Final,
                     const fs::path &Temp, std::vector<std::string> &NvccFlags, bool RetryRdc,
                     const std::function<bool(std::string &)> &Rewrite,
                     std::map<VariantKind, InstructionCounts> &Counts,
                     std::vector<ManifestCheck> &Checks, std::optional<GeneratedBundle> &Second,
                     DiagnosticList &Diags) {
  std::string Error;
  const std::vector<std::string> Flags = NvccFlags;
  std::optional<std::string> Ptx = compileVariants(Options, Temp, NvccFlags, RetryRdc, Error);
  // A what-if's copy that nvcc rejects is left out and the rest built again (BrokenWhatIfs.h).
  while (!Ptx && dropBrokenWhatIfs(P.Variants, Error, Final.string(), Diags)) {
    NvccFlags = Flags;
    if (!Rewrite(Error))
      break;
    Ptx = compileVariants(Options, Temp, NvccFlags, RetryRdc, Error);
  }
  if (!Ptx) {
    std::error_code Ec;
    fs::remove_all(Temp, Ec);
    Diagnostic &D = Diags.error(DiagId::BundleDoesNotCompile, {Final.string()},
                                "the generated variants do not compile with nvcc",
                                "this is a bug in limiter's rewriter unless the source needs "
                                "nvcc flags it was not given; please report it with the file");
    D.Notes.push_back(nvccErrors(Error));
    return false;
  }
  std::map<VariantKind, LineCounts> Lines;
  const std::vector<std::string> NoArgs;
  const std::vector<std::string> &TemplateArgs =
      Options.Config ? Options.Config->TemplateArgs : NoArgs;
  Checks = checkCompiled(P, TemplateArgs, Options.Repairs, *Ptx, Counts, Lines);
  decideWhatIfsOnCompiledCode(Options, Temp, NvccFlags, *Ptx, P, Counts, Checks);
  std::set<VariantKind> Failed = failedRepairable(Checks);
  if (Options.Repairs.empty() && !Failed.empty() && Lines.count(VariantKind::Full)) {
    RepairsByVariant Repairs;
    for (VariantKind Kind : Failed)
      if (Lines.count(Kind))
        if (VariantRepairs R = repairsFor(Lines[Kind], Lines[VariantKind::Full], ptxFiles(*Ptx));
            !R.empty())
          Repairs[Kind] = std::move(R);
    Second = secondBuild(Options, std::move(Repairs), Failed, Final, Temp, Diags);
  }
  return true;
}

/// Writes manifest.json, and the copy of the experiment config, into Temp; false with Error.
bool writeManifest(const GenerateOptions &Options, const Parsed &P, const BundleSources &Copies,
                   const std::vector<std::string> &NvccFlags,
                   const std::map<VariantKind, InstructionCounts> &Counts,
                   const std::vector<ManifestCheck> &Checks, const fs::path &Final,
                   const fs::path &Temp, std::string &Error) {
  Manifest M = manifestOf(P, NvccFlags, Counts, Checks, Options.GpuArch);
  if (!Options.Repairs.empty())
    M.Repairs = repairsOf(repairedIn(P));
  M.Sources = ManifestSources{Copies.Root, "src", Copies.KernelFile, Copies.Files.size()};
  if (Options.Config) {
    if (!writeFileAtomically((Temp / "experiment.toml").string(), Options.Config->Text, Error))
      return false;
    M.Experiment = ManifestExperiment{fs::absolute(Options.Config->Path).string(),
                                      Options.Config->Name, "experiment.toml"};
  }
  M.Inputs = inputsOf(P, Final, Options.InputsKey);
  return writeFileAtomically((Temp / "manifest.json").string(), toJson(M), Error);
}

} // namespace

std::optional<GeneratedBundle> generateBundle(const GenerateOptions &Options,
                                              DiagnosticList &Diags) {
  std::vector<std::string> CommandLine;
  std::optional<Parsed> P = parseForBundle(Options, Diags, CommandLine);
  if (!P)
    return std::nullopt;
  fs::path Final = Options.OutputDir.empty()
                       ? fs::path(fs::path(Options.Parse.File).stem().string() + "." +
                                  P->Kernel.Name + ".limiter")
                       : fs::path(Options.OutputDir);
  std::optional<fs::path> Made = makeTempDirectory(Final, Diags);
  if (!Made)
    return std::nullopt;
  const fs::path Temp = *Made;
  auto Fail = [&](DiagId Id, const std::string &Message, const std::string &Hint) {
    std::error_code Ec;
    fs::remove_all(Temp, Ec);
    Diags.error(Id, {Final.string()}, Message, Hint);
    return std::nullopt;
  };

  dropWhatIfsTheProjectFlagsMade(*P, P->NvccDeviceFlags);
  BundleSourcesInput Sources{P->SourcePath,  P->KernelFile.empty() ? P->SourcePath : P->KernelFile,
                             P->Kernel.Name, P->Kernel.QualifiedName,
                             P->InputFiles,  P->Texts,
                             &P->Variants,   nvccFlagsFrom(CommandLine)};
  Sources.NvccFlags.insert(Sources.NvccFlags.end(), P->NvccDeviceFlags.begin(),
                           P->NvccDeviceFlags.end());
  std::string Error;
  std::optional<BundleSources> Copies = composeBundleSources(Sources, Error);
  if (!Copies)
    return Fail(DiagId::OutputUnwritable,
                "cannot copy the project's files into the bundle: " + Error,
                "check that the files the source includes are readable");
  bool ProjectRdc = false, Rdc = false;
  std::vector<std::string> NvccFlags =
      bundleNvccFlags(*P, *Copies, CommandLine, Options.CompileCheck, ProjectRdc, Rdc);
  if (!writeSources(*Copies, Temp, Error))
    return Fail(DiagId::OutputUnwritable, Error, "choose a writable output directory with -o");

  std::map<VariantKind, InstructionCounts> Counts;
  std::vector<ManifestCheck> Checks;
  if (Options.CompileCheck) {
    std::optional<GeneratedBundle> Second;
    // Copies and variants.cu again, without the what-ifs a failed compile left out.
    auto Rewrite = [&](std::string &Why) {
      Copies = composeBundleSources(Sources, Why);
      return Copies && writeSources(*Copies, Temp, Why);
    };
    if (!compileAndCheck(Options, *P, Final, Temp, NvccFlags, ProjectRdc && !Rdc, Rewrite, Counts,
                         Checks, Second, Diags))
      return std::nullopt;
    if (Second)
      return Second;
  }

  holdVariantsToTheirChecks(*P, Checks, Diags);
  if (!writeManifest(Options, *P, *Copies, NvccFlags, Counts, Checks, Final, Temp, Error))
    return Fail(DiagId::OutputUnwritable, Error, "choose a writable output directory with -o");
  if (Options.CheckBundle && !Options.CheckBundle((Temp / "manifest.json").string(), Diags)) {
    std::error_code Ec;
    fs::remove_all(Temp, Ec);
    return std::nullopt;
  }
  if (!placeDirectory(Temp, Final, Error))
    return Fail(DiagId::OutputUnwritable, Error, "choose another output directory with -o");
  return summaryOf(*P, Final, Checks);
}

} // namespace limiter
