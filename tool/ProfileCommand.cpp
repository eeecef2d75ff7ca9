// `limiter profile -- ./app args`: the kernel measured in the program, at its own launches.

#include "ProfileCommand.h"

#include "DiagnosticPrinter.h"
#include "GenerateCommand.h"
#include "limiter/runtime/Profile.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"
#include "limiter/support/Subprocess.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#ifdef LIMITER_HAVE_CUDA
#include "limiter/runtime/Devices.h"
#include "limiter/runtime/ModuleBuild.h"
#include "limiter/runtime/Verdict.h"
#endif

namespace limiter {

namespace fs = std::filesystem;

void addProfileCommand(CLI::App &App, ProfileCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand(
      "profile", "Run a program as it is (`limiter profile --bundle DIR -- ./app args`) and time "
                 "every variant at its own launch of the kernel, with its arguments and data.");
  auto *Bundle = Cmd->add_option("--bundle", Options.Bundle,
                                 "The kernel's bundle (`limiter generate FILE --kernel K`)");
  auto *Source = Cmd->add_option("--source", Options.Source,
                                 "Or the file that defines the kernel, generated here");
  Bundle->excludes(Source);
  Cmd->add_option("--kernel", Options.Kernel, "With --source: the kernel (plain or qualified)");
  Cmd->add_option("-p,--build-dir", Options.CompileCommandsDir,
                  "With --source: a directory with compile_commands.json for its flags");
  Cmd->add_option("-o,--output", Options.OutputDir,
                  "Where the bundle (with --source), the plan and the results go")
      ->capture_default_str();
  Cmd->add_option("--launch-skip", Options.LaunchSkip,
                  "Launches of the kernel let through before the first one measured")
      ->capture_default_str();
  Cmd->add_option("--launch-count", Options.LaunchCount, "Launches measured (one result each)")
      ->capture_default_str()
      ->check(CLI::Range(1u, 1000u));
  RunCommandOptions &Run = Options.Run;
  Cmd->add_flag("--hot", Run.Hot, "Do not flush the L2 before each sample");
  Cmd->add_option("--rsd", Run.TargetPercent,
                  "Target relative standard deviation of the samples, in percent")
      ->capture_default_str();
  Cmd->add_option("--budget", Run.BudgetSeconds, "Sampling time limit per launch, in seconds")
      ->capture_default_str();
  Cmd->add_option("--min-samples", Run.MinSamples, "At least this many samples")
      ->capture_default_str();
  Cmd->add_option("--threshold", Run.Thresholds,
                  "Verdict threshold NAME=VALUE (close, latency-margin, floor, low-throughput)");
  Cmd->add_flag("--json", Run.Json, "Print results.json instead of the table");
}

#ifdef LIMITER_HAVE_CUDA

namespace {

/// The injection library: LIMITER_INJECT_LIBRARY, else lib/ beside bin/limiter.
std::string injectionLibrary(const std::string &Self) {
  if (const char *Explicit = std::getenv("LIMITER_INJECT_LIBRARY"))
    return Explicit;
  return (fs::path(Self).parent_path().parent_path() / "lib" / "liblimiter_inject.so").string();
}

/// The bundle to profile: the one given, or one generated from --source.
std::optional<std::string> bundleFor(const ProfileCommandOptions &Options) {
  if (!Options.Bundle.empty())
    return Options.Bundle;
  GenerateCommandOptions Generate;
  Generate.File = Options.Source;
  Generate.Kernel = Options.Kernel;
  Generate.CompileCommandsDir = Options.CompileCommandsDir;
  Generate.OutputDir = (fs::path(Options.OutputDir) / "bundle").string();
  std::string Dir;
  if (generateBundleForCommand(Generate, Dir) != 0)
    return std::nullopt;
  return Dir;
}

/// The plan: the bundle's targets, its module for this GPU, the options.
std::optional<ProfilePlan> planFor(const ProfileCommandOptions &Options, const std::string &Bundle,
                                   const std::string &Manifest, DiagnosticList &Diags) {
  ProfilePlan Plan;
  std::string Error;
  Plan.Targets = profileTargets(Manifest, Error);
  nlohmann::json M = nlohmann::json::parse(Manifest, nullptr, false);
  if (Plan.Targets.empty() || !M.is_object()) {
    Diags.error(DiagId::ManifestInvalid, {(fs::path(Bundle) / "manifest.json").string()}, Error,
                "regenerate the bundle with `limiter generate`");
    return std::nullopt;
  }
  Plan.Kernel = M["kernel"].value("qualified_name", "");
  DeviceQuery Devices = queryDevices();
  if (Devices.Devices.empty()) {
    Diags.error(DiagId::NoGpu, {}, "no CUDA-capable GPU is visible",
                "run `limiter profile` on the GPU machine");
    return std::nullopt;
  }
  const DeviceInfo &D = Devices.Devices.front();
  if (!buildBundleModule(Bundle, M, "nvcc", D.ComputeMajor, D.ComputeMinor, 0, Diags))
    return std::nullopt;
  Plan.Cubin = fs::absolute(bundleCubinPath(Bundle, D.ComputeMajor, D.ComputeMinor)).string();
  Plan.LaunchSkip = Options.LaunchSkip;
  Plan.LaunchCount = Options.LaunchCount;
  Plan.Output = fs::absolute(fs::path(Options.OutputDir) / "profile-report.json").string();
  Plan.Hot = Options.Run.Hot;
  Plan.TargetRelStdDev = Options.Run.TargetPercent / 100;
  Plan.BudgetSeconds = Options.Run.BudgetSeconds;
  Plan.MinSamples = Options.Run.MinSamples;
  return Plan;
}

/// Writes results.json, .csv and .md of one launch into Dir; false (said) when it cannot.
bool writeResults(const RunResults &R, const fs::path &Dir) {
  fs::create_directories(Dir);
  std::string Error;
  for (const auto &[Name, Text] :
       {std::pair{"results.json", toJson(R)}, std::pair{"results.csv", toCsv(R)},
        std::pair{"results.md", toMarkdown(R)}})
    if (!writeFileAtomically((Dir / Name).string(), Text, Error)) {
      std::cerr << "limiter profile: cannot write " << (Dir / Name).string() << ": " << Error
                << '\n';
      return false;
    }
  return true;
}

} // namespace

int runProfileCommand(const ProfileCommandOptions &Options) {
  DiagnosticList Diags;
  if (Options.Program.empty() || (Options.Bundle.empty() && Options.Source.empty())) {
    std::cerr << "limiter profile: give the kernel (--bundle DIR, or --source FILE --kernel K) "
                 "and the program after `--`\n";
    return toInt(ExitCode::Usage);
  }
  VerdictThresholds Thresholds;
  for (const std::string &T : Options.Run.Thresholds) {
    std::string Error;
    if (!setThreshold(Thresholds, T, Error)) {
      std::cerr << "limiter profile: " << Error << '\n';
      return toInt(ExitCode::Usage);
    }
  }
  std::optional<std::string> Bundle = bundleFor(Options);
  if (!Bundle)
    return toInt(ExitCode::BadInput);
  std::string Error;
  std::string ManifestPath = (fs::path(*Bundle) / "manifest.json").string();
  std::optional<std::string> Manifest = readFile(ManifestPath, Error, MaxInputBytes);
  if (!Manifest) {
    Diags.error(DiagId::InputUnreadable, {ManifestPath},
                "cannot read the bundle's manifest: " + Error,
                "give --bundle a directory written by `limiter generate`");
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  fs::create_directories(Options.OutputDir);
  std::optional<ProfilePlan> Plan = planFor(Options, *Bundle, *Manifest, Diags);
  if (!Plan) {
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  std::string PlanPath = fs::absolute(fs::path(Options.OutputDir) / "profile-plan.json").string();
  fs::remove(Plan->Output);
  if (!writeFileAtomically(PlanPath, toJson(*Plan), Error)) {
    std::cerr << "limiter profile: cannot write " << PlanPath << ": " << Error << '\n';
    return toInt(ExitCode::BadInput);
  }
  std::string Library = injectionLibrary(Options.Self);
  SubprocessResult Program = runInForeground(Options.Program, {"CUDA_INJECTION64_PATH=" + Library,
                                                               "LIMITER_PROFILE_PLAN=" + PlanPath,
                                                               "CUDA_MODULE_LOADING=EAGER"});
  if (!Program.StartError.empty()) {
    std::cerr << "limiter profile: " << Program.StartError << '\n';
    return toInt(ExitCode::BadInput);
  }
  std::optional<std::string> ReportText = readFile(Plan->Output, Error, MaxInputBytes);
  std::optional<ProfileReport> Report =
      ReportText ? profileReportFromJson(*ReportText, Error) : std::nullopt;
  int ProgramExit = Program.Signal ? 128 + Program.Signal : Program.ExitStatus;
  if (!Report) {
    Diags.error(DiagId::InjectionNotLoaded, {Library},
                "the program ran (exit " + std::to_string(ProgramExit) +
                    ") but limiter's injection library reported nothing from it",
                "check that the program uses the GPU and that " + Library +
                    " and the toolkit's libcupti and libcheckpoint can be loaded");
    printDiagnostics(std::cerr, Diags);
    return ProgramExit ? ProgramExit : toInt(Diags.exitCode());
  }
  for (const std::string &P : Report->Problems)
    Diags.error(DiagId::InjectionNotLoaded, {Library}, P, "");
  if (Report->Launches.empty())
    Diags.error(DiagId::KernelNotLaunched, {Options.Program.front()},
                "the program launched " + Plan->Kernel + " " +
                    std::to_string(Report->LaunchesSeen) + " time(s)" +
                    (Report->LaunchesSeen
                         ? ", not more than --launch-skip " + std::to_string(Plan->LaunchSkip)
                         : std::string()) +
                    "; nothing was measured (the program exited " + std::to_string(ProgramExit) +
                    ")" +
                    (Report->GraphLaunches || Report->CapturedLaunches
                         ? "; it captured " + std::to_string(Report->CapturedLaunches) +
                               " launch(es) of it into CUDA graphs and launched " +
                               std::to_string(Report->GraphLaunches) +
                               " graph(s), whose kernels limiter does not intercept yet"
                         : std::string()),
                "check --kernel and the program's arguments; rebuild the program and the bundle "
                "from the same source");
  bool Written = true;
  for (const ProfiledLaunch &L : Report->Launches) {
    if (!L.Problem.empty()) {
      Diags.error(DiagId::LaunchNotMeasured, {Options.Program.front()},
                  "launch " + std::to_string(L.Index) + " of " + Plan->Kernel +
                      " was not measured: " + L.Problem,
                  "");
      continue;
    }
    RunResults R =
        resultsOfLaunch(L, *Manifest, Report->Device, Thresholds, Plan->TargetRelStdDev, Plan->Hot);
    R.InSitu->Program = Options.Program.front();
    R.InSitu->Arguments.assign(Options.Program.begin() + 1, Options.Program.end());
    fs::path Dir = Report->Launches.size() == 1
                       ? fs::path(Options.OutputDir)
                       : fs::path(Options.OutputDir) / ("launch-" + std::to_string(L.Index));
    Written &= writeResults(R, Dir);
    std::cout << "launch " << L.Index << " (grid " << L.Grid[0] << "x" << L.Grid[1] << "x"
              << L.Grid[2] << ", block " << L.Block[0] << "x" << L.Block[1] << "x" << L.Block[2]
              << ", " << L.DynamicSharedBytes << " B dynamic shared):\n"
              << (Options.Run.Json ? toJson(R) : toTerminalTable(R));
  }
  printDiagnostics(std::cerr, Diags);
  if (ProgramExit)
    return ProgramExit;
  return Written ? toInt(Diags.exitCode()) : toInt(ExitCode::BadInput);
}

#else

int runProfileCommand(const ProfileCommandOptions &) {
  return reportFeatureNotBuilt("the CUDA runtime", "LIMITER_WITH_CUDA",
                               "rebuild with the CUDA toolkit installed");
}

#endif

} // namespace limiter
