// `limiter generate`: writes a kernel's experiment bundle with the rewriter, and the request key
// that says whether a bundle is current.

#include "GenerateCommand.h"

#include "CommonOptions.h"
#include "DiagnosticPrinter.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/WhatIfs.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#ifdef LIMITER_HAVE_CLANG
#include "limiter/rewriters/Generate.h"
#include "limiter/runtime/LaunchPlan.h"
#endif

namespace limiter {

void addGenerateCommand(CLI::App &App, GenerateCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand(
      "generate", "Write an experiment bundle: the full, memory-only, store-only, math-only and "
                  "skeleton variants of a kernel (variants.cu, checked with nvcc) and "
                  "manifest.json with what each variant kept and removed.");
  Cmd->add_option("FILE", Options.File,
                  "The .cu file (default: the config's source); a .toml file here is taken as "
                  "--config");
  Cmd->add_option("--config,-c", Options.Config,
                  "Experiment config (TOML): source, kernel, flags; checked against the kernel "
                  "and copied into the bundle");
  Cmd->add_option("--kernel,-k", Options.Kernel, "The kernel (needed when the file has several)");
  Cmd->add_option("-o,--output", Options.OutputDir,
                  "Bundle directory (default: FILE-STEM.KERNEL.limiter)");
  Cmd->add_option("-p", Options.CompileCommandsDir,
                  "Build directory holding compile_commands.json");
  addClangLocationOptions(*Cmd, Options.CudaPath, Options.ResourceDir);
  Cmd->add_option("--gpu-arch", Options.GpuArch, "GPU architecture the bundle is checked for")
      ->capture_default_str();
  Cmd->add_flag("--no-compile", Options.NoCompile,
                "Skip the nvcc check and the instruction counts");
  addWhatIfOption(*Cmd, Options.WhatIfs);
  Cmd->footer("Compiler arguments go after `--`, as for `limiter kernels`.");
}

#ifdef LIMITER_HAVE_CLANG

namespace {

/// The what-ifs `limiter run` makes from full's own kernel on the GPU at hand (a register cap,
/// a launch of other blocks), which no variant line names: where the manifest already says
/// one cannot apply (no grid-stride loop; blocks that cannot be run as rows of larger ones),
/// why; otherwise that run makes it.
void printRunTimeWhatIfs(const GeneratedBundle &Bundle, const WhatIfSelection &Chosen) {
  std::ifstream In(std::filesystem::path(Bundle.Directory) / "manifest.json");
  const nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
  const nlohmann::json Kernel =
      M.is_object() ? M.value("kernel", nlohmann::json::object()) : nlohmann::json::object();
  auto WhyNot = [&](const std::string &Name) -> std::string {
    const nlohmann::json Stride = Kernel.value("grid_stride", nlohmann::json::object());
    const nlohmann::json Split = Kernel.value("block_split", nlohmann::json::object());
    if (Name == "perthread" && Stride.is_object() && Stride.contains("dimension") &&
        Stride["dimension"].is_null())
      return Stride.value("why_not", "");
    if (Name == "blocksize" && Split.is_object() && !Split.value("free", true) &&
        !Split.value("rows", true))
      return Split.value("why_not", "");
    return "";
  };
  for (const WhatIfInfo &W : whatIfs()) {
    const std::string Lead = W.Name + "  ";
    if (!W.MadeAtRun || !selects(Chosen, W.Name) ||
        std::any_of(Bundle.VariantLines.begin(), Bundle.VariantLines.end(),
                    [&](const std::string &L) { return L.starts_with(Lead); }))
      continue;
    if (const std::string Why = WhyNot(W.Name); !Why.empty())
      std::cout << "  " << Lead << "what-if not applicable: " << Why << '\n';
    else
      std::cout << "  " << Lead << "what-if made by `limiter run` on the GPU (" << W.Cost
                << "): it needs the GPU's registers, multiprocessors and block slots, and says "
                   "there whether it applies\n";
  }
}

/// Whether Config's values fit the bundle whose manifest.json is at Path as `limiter run` will
/// read them: the launch planned from it, without a GPU. Only what the config says of the
/// kernel's parameters is held against it here (a struct's members, a value's kind: LIM303,
/// LIM306, LIM307 at the config's lines); a size that `run --set` or the GPU's balance may
/// still give (`n = 0` as a placeholder) is left to `run`.
bool configRunsTheBundle(const ExperimentConfig &Config, const std::string &Path,
                         DiagnosticList &Diags) {
  std::ifstream In(Path);
  std::stringstream Text;
  Text << In.rdbuf();
  DiagnosticList Planned;
  if (planLaunch(Text.str(), Path, Config, Planned))
    return true;
  bool Refused = false;
  for (const Diagnostic &D : Planned.items())
    if (D.Id == DiagId::ConfigWrongType || D.Id == DiagId::ConfigUnknownParameter ||
        D.Id == DiagId::ConfigMissingParameter) {
      Diags.add(D);
      Refused = true;
    }
  return !Refused;
}

} // namespace

int generateBundleForCommand(const GenerateCommandOptions &Options, const ExperimentConfig *Config,
                             std::string &BundleDir) {
  GenerateOptions G;
  if (Config)
    G.Config = *Config;
  G.Parse.File = Options.File.empty() ? G.Config->Source : Options.File;
  G.Parse.CompilerArgs = Options.CompilerArgs;
  if (G.Config)
    G.Parse.CompilerArgs.insert(G.Parse.CompilerArgs.begin(), G.Config->CompileFlags.begin(),
                                G.Config->CompileFlags.end());
  G.Parse.CompileCommandsDir = Options.CompileCommandsDir;
  G.Parse.CudaPath = Options.CudaPath;
  G.Parse.ResourceDir = Options.ResourceDir;
  G.Parse.WhatIfs = Options.WhatIfs;
  G.Kernel = !Options.Kernel.empty() || !G.Config ? Options.Kernel : G.Config->Kernel;
  G.OutputDir = Options.OutputDir;
  G.GpuArch = Options.GpuArch;
  G.CompileCheck = !Options.NoCompile;
  G.InputsKey = requestKey(bundleRequestFor(Options, Config));
  // The config's parameters against the bundle's manifest, as `limiter run` will plan its
  // launch (a struct argument's members, each value's kind): an error here, before the bundle
  // is written, not after a batch has waited for a GPU.
  if (Config)
    G.CheckBundle = [&](const std::string &ManifestPath, DiagnosticList &Diags) {
      return configRunsTheBundle(*Config, ManifestPath, Diags);
    };
  DiagnosticList Diags;
  std::optional<GeneratedBundle> Bundle = generateBundle(G, Diags);
  printDiagnostics(std::cerr, Diags);
  if (!Bundle)
    return toInt(Diags.exitCode() == ExitCode::Ok ? ExitCode::InternalError : Diags.exitCode());
  std::cout << "wrote " << Bundle->Directory << " (" << Bundle->KernelName << ")\n";
  for (const std::string &Line : Bundle->VariantLines)
    std::cout << "  " << Line << '\n';
  printRunTimeWhatIfs(*Bundle, Options.WhatIfs);
  BundleDir = Bundle->Directory;
  return 0;
}

#else

int generateBundleForCommand(const GenerateCommandOptions &, const ExperimentConfig *,
                             std::string &) {
  return reportFeatureNotBuilt(
      "the rewriter", "LIMITER_WITH_CLANG",
      "generate the bundle on a machine with the rewriter and carry it here");
}

#endif

BundleRequest bundleRequestFor(const GenerateCommandOptions &Options,
                               const ExperimentConfig *Config) {
  BundleRequest R;
  R.File = Options.File.empty() && Config ? Config->Source : Options.File;
  R.Kernel = Options.Kernel.empty() && Config ? Config->Kernel : Options.Kernel;
  R.ConfigText = Config ? Config->Text : "";
  R.GpuArch = Options.GpuArch;
  R.CompileCommandsDir = Options.CompileCommandsDir.value_or("");
  R.CompilerArgs = Options.CompilerArgs;
  R.CompilerArgs.push_back(Options.NoCompile ? "--no-compile" : "--compile");
  if (Options.WhatIfs) // the default (all) leaves the keys of earlier bundles as they were
    R.CompilerArgs.push_back("--what-if=" + whatIfSelectionText(Options.WhatIfs));
  R.LimiterVersion = LIMITER_VERSION;
  return R;
}

int runGenerateCommand(const GenerateCommandOptions &Given) {
  GenerateCommandOptions Options = Given;
  // `limiter generate experiments/x.toml`: a config given where the source goes is the config
  // (a .toml file is never CUDA).
  if (Options.File.ends_with(".toml")) {
    if (!Options.Config.empty()) {
      std::cerr << "limiter generate: " << Options.File << " is a config, and --config gives "
                << Options.Config << ": give one config, and the source (if another) as FILE\n";
      return toInt(ExitCode::Usage);
    }
    Options.Config = Options.File;
    Options.File.clear();
  }
  std::optional<ExperimentConfig> Config;
  if (!Options.Config.empty()) {
    DiagnosticList Diags;
    Config = loadExperiment(Options.Config, Diags);
    if (!Config) {
      printDiagnostics(std::cerr, Diags);
      return toInt(Diags.exitCode());
    }
  } else if (Options.File.empty()) {
    std::cerr << "limiter generate: give a FILE or --config\n";
    return toInt(ExitCode::Usage);
  }
  std::string BundleDir;
  return generateBundleForCommand(Options, Config ? &*Config : nullptr, BundleDir);
}

} // namespace limiter
