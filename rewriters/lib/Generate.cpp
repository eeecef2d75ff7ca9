#include "limiter/rewriters/Generate.h"

#include "BundleSources.h"
#include "FidelityChecks.h"
#include "ParsedKernel.h"
#include "limiter/rewriters/CudaParser.h"
#include "limiter/rewriters/KernelDiscovery.h"
#include "limiter/rewriters/UserFiles.h"
#include "limiter/rewriters/Variants.h"
#include "limiter/support/EntryNames.h"
#include "limiter/support/Files.h"
#include "limiter/support/NearestNames.h"
#include "limiter/support/PtxStats.h"
#include "limiter/support/Subprocess.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <unistd.h>

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace limiter {
namespace {

Json countsJson(const InstructionCounts &C) {
  Json J = Json::object();
  for (const auto &[Key, N] : C)
    J[Key] = N;
  return J;
}

Json instantiationsJson(const std::vector<InstantiationInfo> &List) {
  Json Out = Json::array();
  for (const InstantiationInfo &I : List) {
    Json Params = Json::array();
    for (std::size_t K = 0; K < I.Layout.size(); ++K)
      Params.push_back({{"type", I.ParamTypes[K]},
                        {"kind", I.Layout[K].Kind},
                        {"size", I.Layout[K].SizeBytes},
                        {"element_size", I.Layout[K].ElementSize}});
    Out.push_back({{"template_args", I.Args}, {"parameters", Params}, {"entries", I.Entries}});
  }
  return Out;
}

Json accessJson(const AccessRecord &A, const std::string &File) {
  return {{"function", A.Function},  {"file", File},
          {"line", A.Line},          {"column", A.Column},
          {"space", A.Space},        {"read", A.Reads},
          {"write", A.Writes},       {"structural", A.Structural},
          {"intrinsic", A.Intrinsic}};
}

Json diagnosticJson(const Diagnostic &D) {
  return {{"id", formatId(D.Id)},
          {"message", D.Message},
          {"hint", D.Hint},
          {"file", D.Where.File},
          {"line", D.Where.Line}};
}

Json manifestJson(const Parsed &P, const std::vector<std::string> &NvccFlags,
                  const std::map<VariantKind, InstructionCounts> &Counts, const Json &Checks,
                  const std::string &GpuArch) {
  Json Params = Json::array();
  for (const KernelParamInfo &Q : P.Kernel.Params)
    Params.push_back({{"name", Q.Name},
                      {"type", Q.Type},
                      {"pointer", Q.IsPointer},
                      {"access", Q.IsPointer ? toString(Q.Access) : "none"}});
  Json Variants = Json::array();
  for (const VariantResult &V : P.Variants.Variants) {
    Json Entry = {
        {"variant", toString(V.Kind)},
        {"function", V.KernelName},
        {"status", toString(V.Status)},
        {"extra_parameters", takesFlag(V.Kind) ? Json::array({"int lim_flag"}) : Json::array()},
        {"edits", Json(V.Counts)},
        {"reasons", V.Reasons}};
    if (auto It = Counts.find(V.Kind); It != Counts.end())
      Entry["ptx_counts"] = countsJson(It->second);
    Variants.push_back(Entry);
  }
  Json Accesses = Json::array(), Structural = Json::array();
  for (const AccessRecord &A : P.Variants.Accesses) {
    Accesses.push_back(accessJson(A, A.File.empty() ? P.SourcePath : A.File));
    if (A.Structural && A.Reads && (A.Space == "global" || A.Space == "generic"))
      Structural.push_back(
          {{"file", A.File.empty() ? P.SourcePath : A.File}, {"line", A.Line}, {"space", A.Space}});
  }
  Json Diags = Json::array();
  for (const Diagnostic &D : P.Variants.Diagnostics)
    Diags.push_back(diagnosticJson(D));
  return {
      {"schema", "limiter/bundle"},
      {"version", 1},
      {"source", P.SourcePath},
      {"kernel",
       {{"name", P.Kernel.Name},
        {"qualified_name", P.Kernel.QualifiedName},
        {"file", P.KernelFile.empty() ? P.SourcePath : P.KernelFile},
        {"line", P.Kernel.Where.Line},
        {"template_header", P.Kernel.templateHeader()},
        {"instantiations", instantiationsJson(P.Variants.Instantiations)},
        {"parameters", Params}}},
      {"compile", {{"source", "variants.cu"}, {"gpu_arch", GpuArch}, {"nvcc_flags", NvccFlags}}},
      {"variants", Variants},
      {"structural_loads", Structural},
      {"accesses", Accesses},
      {"checks", Checks},
      {"count_method", "static PTX instruction counts per kernel entry (nvcc -ptx), "
                       "called .func bodies included; loops count once"},
      {"diagnostics", Diags}};
}

} // namespace

bool checkConfigAgainstKernel(const ExperimentConfig &Config, const KernelInfo &Kernel,
                              DiagnosticList &Diags) {
  bool Ok = true;
  std::vector<std::string> Names;
  for (const KernelParamInfo &P : Kernel.Params)
    Names.push_back(P.Name);
  for (const KernelParamInfo &P : Kernel.Params) {
    const ParamSpec *Given = Config.param(P.Name);
    if (!Given) {
      Ok = false;
      Diags.error(DiagId::ConfigMissingParameter, {Config.Path},
                  "the config gives no value for parameter '" + P.Name + "' (" + P.Type + ") of " +
                      Kernel.QualifiedName,
                  P.IsPointer
                      ? "add " + P.Name + " = { elements = N, fill = \"zero\" } under [params]"
                      : "add " + P.Name + " = VALUE under [params]");
    } else if (Given->IsBuffer != P.IsPointer) {
      Ok = false;
      Diags.error(
          DiagId::ConfigWrongType, Given->Where,
          "parameter '" + P.Name + "' is " + (P.IsPointer ? "a pointer" : "a value") + " (" +
              P.Type + ") but the config gives " + (Given->IsBuffer ? "a buffer" : "a number"),
          P.IsPointer ? "give it a buffer: { elements = N, fill = ... }" : "give it a number");
    }
  }
  for (const ParamSpec &P : Config.Params)
    if (std::find(Names.begin(), Names.end(), P.Name) == Names.end()) {
      Ok = false;
      Diagnostic &D = Diags.error(DiagId::ConfigUnknownParameter, P.Where,
                                  "'" + P.Name + "' is not a parameter of " + Kernel.QualifiedName,
                                  "named integers for expressions go under [sizes]");
      std::vector<std::string> Near = nearestNames(P.Name, Names);
      if (!Near.empty())
        D.Hint = "did you mean '" + Near.front() + "'? (" + D.Hint + ")";
    }
  if (Kernel.isTemplate() == Config.TemplateArgs.empty()) {
    Diags.error(DiagId::ConfigTemplateArgs, {Config.Path},
                Kernel.isTemplate()
                    ? Kernel.QualifiedName + " is a template (" + Kernel.templateHeader() +
                          ") and the config gives no template_args"
                    : Kernel.QualifiedName + " is not a template but the config gives "
                                             "template_args",
                Kernel.isTemplate() ? "add template_args = [...] with one argument per "
                                      "template parameter"
                                    : "remove template_args");
    return false;
  }
  if (Kernel.isTemplate()) {
    std::string Args = "<";
    for (const std::string &A : Config.TemplateArgs)
      Args += (Args.size() > 1 ? ", " : "") + A;
    Args += ">";
    if (std::find(Kernel.Instantiations.begin(), Kernel.Instantiations.end(), Args) ==
        Kernel.Instantiations.end()) {
      Ok = false;
      std::string Seen;
      for (const std::string &I : Kernel.Instantiations)
        Seen += (Seen.empty() ? "" : ", ") + Kernel.Name + I;
      Diags.error(DiagId::ConfigTemplateArgs, {Config.Path},
                  Kernel.QualifiedName + Args + " is not instantiated in its source" +
                      (Seen.empty() ? "" : " (it has " + Seen + ")"),
                  "set template_args to one of those, or add an explicit instantiation "
                  "`template __global__ void " +
                      Kernel.Name + Args + "(...);` to the source");
    }
  }
  return Ok;
}

namespace {

/// Removes what a generate of Final that was killed left beside it: its temporary directory
/// (".NAME.tmp-PID") and a bundle it had moved aside ("NAME.old-PID"), where process PID is
/// gone. Neither is ever taken for a bundle; this only keeps the directory clean.
void removeLeftovers(const fs::path &Final) {
  std::error_code Ec;
  fs::path Parent = fs::absolute(Final).parent_path();
  std::string Name = Final.filename().string();
  for (const fs::directory_entry &E : fs::directory_iterator(Parent, Ec)) {
    std::string Entry = E.path().filename().string();
    std::string Pid;
    for (const std::string &Prefix : {"." + Name + ".tmp-", Name + ".old-"})
      if (Entry.size() > Prefix.size() && Entry.compare(0, Prefix.size(), Prefix) == 0)
        Pid = Entry.substr(Prefix.size());
    if (Pid.empty() || Pid.find_first_not_of("0123456789") != std::string::npos)
      continue;
    long Owner = std::strtol(Pid.c_str(), nullptr, 10);
    if (Owner > 0 && ::kill(static_cast<pid_t>(Owner), 0) != 0 && errno == ESRCH)
      fs::remove_all(E.path(), Ec);
  }
}

/// Moves Temp into place as Final, replacing an older bundle only once the new one is whole.
/// Two generates of one bundle (two commands at once, say) each swap theirs in whole under a
/// lock on the directory that holds it; the last one stays.
bool placeDirectory(const fs::path &Temp, const fs::path &Final, std::string &Error) {
  std::optional<FileLock> Lock = FileLock::lock(Temp.parent_path().string(), Error);
  if (!Lock)
    return false;
  std::error_code Ec;
  fs::path Old;
  if (fs::exists(Final, Ec)) {
    if (!fs::exists(Final / "manifest.json", Ec)) {
      Error = Final.string() + " exists and is not a limiter bundle; not replacing it";
      return false;
    }
    Old = Final.string() + ".old-" + std::to_string(::getpid());
    fs::rename(Final, Old, Ec);
    if (Ec) {
      Error = "cannot move the old bundle aside: " + Ec.message();
      return false;
    }
  }
  fs::rename(Temp, Final, Ec);
  if (Ec) {
    Error = "cannot move the bundle into place: " + Ec.message();
    if (!Old.empty())
      fs::rename(Old, Final, Ec);
    return false;
  }
  if (!Old.empty())
    fs::remove_all(Old, Ec);
  return true;
}

} // namespace

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

/// The instantiation the config asks for, else the first.
const InstantiationInfo *countedInstantiation(const Parsed &P, const GenerateOptions &Options) {
  const std::vector<InstantiationInfo> &List = P.Variants.Instantiations;
  if (List.empty())
    return nullptr;
  if (Options.Config && !Options.Config->TemplateArgs.empty()) {
    std::string Args = "<";
    for (const std::string &A : Options.Config->TemplateArgs)
      Args += (Args.size() > 1 ? ", " : "") + A;
    Args += ">";
    for (const InstantiationInfo &I : List)
      if (I.Args == Args)
        return &I;
  }
  return &List.front();
}

std::optional<GeneratedBundle> generateBundle(const GenerateOptions &Options,
                                              DiagnosticList &Diags) {
  std::vector<std::string> CommandLine;
  GenerateOptions Effective = Options;
  if (Options.Config && !Options.Config->TemplateArgs.empty())
    Effective.Parse.AppendedSource =
        instantiationFor(Options.Kernel.empty() ? Options.Config->Kernel : Options.Kernel,
                         Options.Config->TemplateArgs);
  std::optional<Parsed> P = parseKernel(Effective, Diags, CommandLine);
  if (!P)
    return std::nullopt;
  for (const Diagnostic &D : P->Variants.Diagnostics)
    Diags.add(D);
  if (Options.Config && !checkConfigAgainstKernel(*Options.Config, P->Kernel, Diags))
    return std::nullopt;

  fs::path Final = Options.OutputDir.empty()
                       ? fs::path(fs::path(Options.Parse.File).stem().string() + "." +
                                  P->Kernel.Name + ".limiter")
                       : fs::path(Options.OutputDir);
  std::error_code Ec;
  fs::path Parent = fs::absolute(Final).parent_path();
  fs::create_directories(Parent, Ec);
  fs::path Temp = Parent / ("." + Final.filename().string() + ".tmp-" + std::to_string(::getpid()));
  removeLeftovers(Final);
  fs::remove_all(Temp, Ec);
  if (!fs::create_directory(Temp, Ec)) {
    Diags.error(DiagId::OutputUnwritable, {Final.string()},
                "cannot create " + Temp.string() + ": " + Ec.message(),
                "choose a writable output directory with -o");
    return std::nullopt;
  }
  auto Fail = [&](DiagId Id, const std::string &Message, const std::string &Hint) {
    fs::remove_all(Temp, Ec);
    Diags.error(Id, {Final.string()}, Message, Hint);
    return std::nullopt;
  };

  BundleSourcesInput Sources{P->SourcePath,  P->KernelFile.empty() ? P->SourcePath : P->KernelFile,
                             P->Kernel.Name, P->Kernel.QualifiedName,
                             P->InputFiles,  P->Texts,
                             &P->Variants,   nvccFlagsFrom(CommandLine)};
  std::string Error;
  std::optional<BundleSources> Copies = composeBundleSources(Sources, Error);
  if (!Copies)
    return Fail(DiagId::OutputUnwritable,
                "cannot copy the project's files into the bundle: " + Error,
                "check that the files the source includes are readable");
  // Relocatable device code (-rdc=true, linked with the device runtime by `limiter run`) only
  // where it is needed: in it static kernels' entries get file-specific names. A kernel that
  // launches kernels needs it; in a project built relocatable (-fgpu-rdc in the parse), so may
  // the file when another of its kernels launches kernels: the compile check tries without
  // first; without the check, the project's mode is kept.
  std::vector<std::string> NvccFlags = Copies->NvccFlags;
  bool LaunchesKernels =
      std::any_of(P->Variants.Diagnostics.begin(), P->Variants.Diagnostics.end(),
                  [](const Diagnostic &D) { return D.Id == DiagId::DeviceLaunch; });
  bool ProjectRdc =
      std::find(CommandLine.begin(), CommandLine.end(), "-fgpu-rdc") != CommandLine.end();
  bool Rdc = LaunchesKernels || (ProjectRdc && !Options.CompileCheck);
  if (Rdc)
    NvccFlags.push_back("-rdc=true");
  for (const auto &[Relative, Text] : Copies->Files) {
    fs::create_directories((Temp / Relative).parent_path(), Ec);
    if (!writeFileAtomically((Temp / Relative).string(), Text, Error))
      return Fail(DiagId::OutputUnwritable, Error, "choose a writable output directory with -o");
  }
  if (!writeFileAtomically((Temp / "variants.cu").string(), Copies->VariantsCu, Error))
    return Fail(DiagId::OutputUnwritable, Error, "choose a writable output directory with -o");

  std::map<VariantKind, InstructionCounts> Counts;
  Json Checks = Json::array();
  if (Options.CompileCheck) {
    auto Compile = [&] {
      std::vector<std::string> Argv = {Options.Nvcc, "-arch=" + Options.GpuArch, "-ptx", "-O3",
                                       "-lineinfo"};
      if (std::none_of(NvccFlags.begin(), NvccFlags.end(),
                       [](const std::string &F) { return F.starts_with("-std="); }))
        Argv.push_back("-std=c++17");
      Argv.insert(Argv.end(), NvccFlags.begin(), NvccFlags.end());
      Argv.insert(Argv.end(), {"variants.cu", "-o", "variants.ptx"});
      // In the bundle's directory: its include paths are relative to it.
      return runSubprocess(Argv, {std::chrono::minutes(10), Temp.string(), {}});
    };
    SubprocessResult R = Compile();
    if (!R.succeeded() && ProjectRdc && !Rdc) {
      NvccFlags.push_back("-rdc=true");
      R = Compile();
    }
    if (!R.succeeded()) {
      std::string Output = R.StartError.empty() ? R.Stderr : R.StartError;
      fs::remove_all(Temp, Ec);
      Diagnostic &D = Diags.error(DiagId::BundleDoesNotCompile, {Final.string()},
                                  "the generated variants do not compile with nvcc",
                                  "this is a bug in limiter's rewriter unless the source needs "
                                  "nvcc flags it was not given; please report it with the file");
      D.Notes.push_back(Output.substr(0, 4000));
      return std::nullopt;
    }
    std::optional<std::string> Ptx = readFile((Temp / "variants.ptx").string(), Error);
    std::map<std::string, InstructionCounts> Entries =
        countPtxEntries(Ptx.value_or(""), &P->ProjectVariables);
    std::map<std::string, LineCounts> EntryLines =
        countPtxEntryLines(Ptx.value_or(""), "variants.cu", &P->ProjectVariables, &P->InputFiles);
    StructuralLoads Structural;
    for (const AccessRecord &A : P->Variants.Accesses)
      if (A.Structural && A.Reads && (A.Space == "global" || A.Space == "generic")) {
        ++Structural.Sites;
        Structural.Lines.insert(A.Line);
        Structural.LoopLines.insert(A.LoopLines.begin(), A.LoopLines.end());
      }
    std::map<VariantKind, LineCounts> Lines;
    // The counts are those of the config's instantiation, else the first one. Every entry the
    // manifest names must be in the compiled module: the runtime launches them by name.
    int UnguardedMathStores = 0;
    std::vector<std::string> Missing, InModule;
    for (const auto &[Name, Counted] : Entries)
      InModule.push_back(Name);
    const InstantiationInfo *Counted = countedInstantiation(*P, Options);
    for (const InstantiationInfo &I : P->Variants.Instantiations)
      for (const auto &[Variant, Entry] : I.Entries) {
        bool Absent = std::any_of(
            P->Variants.Variants.begin(), P->Variants.Variants.end(), [&](const VariantResult &V) {
              return toString(V.Kind) == Variant && V.Status == VariantStatus::Absent;
            });
        if (!Absent && !resolveEntry(Entry, InModule))
          Missing.push_back(Entry);
      }
    for (const VariantResult &V : P->Variants.Variants) {
      if (!Counted || !Counted->Entries.count(std::string(toString(V.Kind))))
        continue;
      std::optional<std::string> Entry =
          resolveEntry(Counted->Entries.at(std::string(toString(V.Kind))), InModule);
      if (!Entry)
        continue;
      Counts[V.Kind] = Entries[*Entry];
      Lines[V.Kind] = EntryLines[*Entry];
      if (V.Kind == VariantKind::Math)
        UnguardedMathStores = countUnguardedGlobalStores(*Ptx, *Entry);
    }
    Checks = fidelityChecks(Counts, Lines, Structural, UnguardedMathStores,
                            ptxFiles(Ptx.value_or("")));
    Json EntriesCheck = {{"check", "entries-in-module"},
                         {"passed", Missing.empty()},
                         {"detail", Missing.empty() ? "every variant entry named in the manifest "
                                                      "is in the compiled module"
                                                    : "missing: " + Missing.front()},
                         {"method", "counts"}};
    Checks.insert(Checks.begin(), EntriesCheck);
  }

  Json Manifest = manifestJson(*P, NvccFlags, Counts, Checks, Options.GpuArch);
  Manifest["sources"] = {{"root", Copies->Root},
                         {"copies", "src"},
                         {"kernel_file", Copies->KernelFile},
                         {"files", Copies->Files.size()}};
  if (Options.Config) {
    std::optional<std::string> Text = readFile(Options.Config->Path, Error);
    if (!Text || !writeFileAtomically((Temp / "experiment.toml").string(), *Text, Error))
      return Fail(DiagId::OutputUnwritable, Error, "choose a writable output directory with -o");
    Manifest["experiment"] = {{"config", fs::absolute(Options.Config->Path).string()},
                              {"name", Options.Config->Name},
                              {"copy", "experiment.toml"}};
  }
  Json Inputs = Json::array();
  for (const std::string &Path : P->InputFiles)
    if (std::optional<std::string> Text = readFile(Path, Error))
      Inputs.push_back({{"path", fs::path(Path).lexically_relative(fs::absolute(Final)).string()},
                        {"hash", contentHash(*Text)}});
  Manifest["inputs"] = {{"key", Options.InputsKey}, {"files", Inputs}};
  if (!writeFileAtomically((Temp / "manifest.json").string(), Manifest.dump(2) + "\n", Error))
    return Fail(DiagId::OutputUnwritable, Error, "choose a writable output directory with -o");
  if (!placeDirectory(Temp, Final, Error))
    return Fail(DiagId::OutputUnwritable, Error, "choose another output directory with -o");

  GeneratedBundle Bundle{Final.string(), P->Kernel.QualifiedName, {}};
  for (const VariantResult &V : P->Variants.Variants)
    Bundle.VariantLines.push_back(std::string(toString(V.Kind)) + "  " +
                                  std::string(toString(V.Status)) + "  " + V.KernelName);
  for (const auto &C : Checks)
    Bundle.VariantLines.push_back(std::string(C["passed"].get<bool>() ? "pass" : "FAIL") + "  " +
                                  C["check"].get<std::string>() + ": " +
                                  C["detail"].get<std::string>());
  return Bundle;
}

} // namespace limiter
