// `limiter profile -- ./app args`: the kernel measured in the program, at its own launches.

#include "ProfileCommand.h"

#include "CommonOptions.h"

#include "DiagnosticPrinter.h"
#include "GenerateCommand.h"
#include "ProfileDiagnostics.h"
#include "limiter/runtime/Profile.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"
#include "limiter/support/Subprocess.h"

#include <CLI/CLI.hpp>
#include <cstdlib>
#include <cxxabi.h>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#ifdef LIMITER_HAVE_CUDA
#include "limiter/runtime/Devices.h"
#include "limiter/runtime/LaunchPlan.h"
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
  addSamplingOptions(*Cmd, Options.Run);
  Cmd->add_flag("--checkpoint-device-only", Options.CheckpointDeviceOnly,
                "Keep the checkpoint of the program's device memory on the GPU (fast restores); "
                "a program whose memory does not fit twice then gets LIM023 instead of a "
                "checkpoint in host memory");
  Cmd->add_flag("!--no-isolate", Options.Run.Measure.Isolate,
                "Do not run the program once first to launch each variant alone (a variant "
                "that faults then ends the program, whose output is lost)");
  addWhatIfOption(*Cmd, Options.Run.Measure.WhatIfs, nullptr, &Options.Curves);
  Cmd->add_flag("--counts,!--no-counts", Options.Run.Measure.ExecutedCounts,
                "Count what each variant executes at the launch, after its timing, with "
                "CUPTI's range profiler in the program (the metrics `limiter run` takes from "
                "Nsight Compute), and check the variants on them (default: on)");
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
  Generate.WhatIfs = Options.Run.Measure.WhatIfs;
  Generate.File = Options.Source;
  Generate.Kernel = Options.Kernel;
  Generate.CompileCommandsDir = Options.CompileCommandsDir;
  Generate.OutputDir = (fs::path(Options.OutputDir) / "bundle").string();
  std::string Dir;
  if (generateBundleForCommand(Generate, nullptr, Dir) != 0) // No config: the program launches it.
    return std::nullopt;
  return Dir;
}

/// The compile-flag what-ifs' own modules, built for the GPU D; a what-if whose module does
/// not build (a warning) is not launched.
void addWhatIfModules(ProfilePlan &Plan, const std::string &Bundle, const Manifest &M,
                      const DeviceInfo &D, const WhatIfSelection &Chosen, DiagnosticList &Diags) {
  for (const ManifestVariant &V : M.Variants) {
    if (V.ModuleFlags.empty() || V.absent() || !selects(Chosen, V.Name))
      continue;
    ModuleFlavour Flavour{0, V.Name, V.ModuleFlags};
    if (buildBundleModule(Bundle, M.Compile.NvccFlags, "nvcc", D.ComputeMajor, D.ComputeMinor,
                          Flavour, Diags))
      Plan.WhatIfCubins[V.Name] =
          fs::absolute(bundleCubinPath(Bundle, D.ComputeMajor, D.ComputeMinor, Flavour)).string();
    else
      for (ProfileTarget &T : Plan.Targets)
        T.Entries.erase(V.Name);
  }
}

/// The plan: the bundle's targets, its module for this GPU, the options.
std::optional<ProfilePlan> planFor(const ProfileCommandOptions &Options, const std::string &Bundle,
                                   const Manifest &M, DiagnosticList &Diags) {
  ProfilePlan Plan;
  std::string Error;
  Plan.Targets = profileTargets(M, Error);
  for (ProfileTarget &T : Plan.Targets) // the what-ifs --what-if leaves out are not launched
    for (auto It = T.Entries.begin(); It != T.Entries.end();)
      It = M.isWhatIf(It->first) && !selects(Options.Run.Measure.WhatIfs, It->first)
               ? T.Entries.erase(It)
               : std::next(It);
  if (Plan.Targets.empty()) {
    Diags.error(DiagId::ManifestInvalid, {(fs::path(Bundle) / "manifest.json").string()}, Error,
                "regenerate the bundle with `limiter generate`");
    return std::nullopt;
  }
  Plan.Kernel = M.Kernel.QualifiedName;
  DeviceQuery Devices = queryDevices();
  if (Devices.Devices.empty()) {
    Diags.error(DiagId::NoGpu, {}, "no CUDA-capable GPU is visible",
                "run `limiter profile` on the GPU machine");
    return std::nullopt;
  }
  const DeviceInfo &D = Devices.Devices.front();
  if (!buildBundleModule(Bundle, M.Compile.NvccFlags, "nvcc", D.ComputeMajor, D.ComputeMinor, {},
                         Diags))
    return std::nullopt;
  Plan.Cubin = fs::absolute(bundleCubinPath(Bundle, D.ComputeMajor, D.ComputeMinor)).string();
  addWhatIfModules(Plan, Bundle, M, D, Options.Run.Measure.WhatIfs, Diags);
  Plan.LaunchSkip = Options.LaunchSkip;
  Plan.LaunchCount = Options.LaunchCount;
  Plan.Output = fs::absolute(fs::path(Options.OutputDir) / "profile-report.json").string();
  const RunOptions &Measure = Options.Run.Measure;
  Plan.Hot = Measure.Hot;
  Plan.TargetRelStdDev = Measure.TargetRelStdDev;
  Plan.BudgetSeconds = Measure.BudgetSeconds;
  Plan.MinSamples = Measure.MinSamples;
  Plan.CheckpointDeviceOnly = Options.CheckpointDeviceOnly;
  Plan.Counts = Measure.ExecutedCounts;
  Plan.Occupancy = selects(Measure.WhatIfs, "occupancy");
  Plan.PerThread = selects(Measure.WhatIfs, "perthread");
  Plan.BlockSize = selects(Measure.WhatIfs, "blocksize");
  if (M.Kernel.BlockSplit) {
    Plan.BlockSplitFree = M.Kernel.BlockSplit->Free;
    Plan.BlockSplitWhyNot = M.Kernel.BlockSplit->WhyNot;
    Plan.BlockRows = M.Kernel.BlockSplit->Rows;
  } else {
    Plan.BlockSplitWhyNot = "the bundle predates the block-size finding (generate it again)";
  }
  Plan.Curves = Options.Curves;
  if (M.Kernel.GridStride) {
    Plan.GridStrideDimension = M.Kernel.GridStride->Dimension;
    Plan.GridStrideWhyNot = M.Kernel.GridStride->WhyNot;
  } else {
    Plan.GridStrideWhyNot = "the bundle predates the grid-stride finding (generate it again)";
  }
  return Plan;
}

/// The bundle's module under each register cap the probe run's launches asked for (the
/// occupancy what-if and its curve), built for the GPU the plan's module is for; a cap whose
/// module does not build (a warning) leaves the what-if's row saying so, and the curve's point
/// it would make out.
void addCapModules(ProfilePlan &Plan, const std::string &Bundle, const Manifest &M,
                   const std::set<int> &Caps, DiagnosticList &Diags) {
  DeviceQuery Devices = queryDevices();
  if (Caps.empty() || Devices.Devices.empty())
    return;
  const DeviceInfo &D = Devices.Devices.front();
  for (int Cap : Caps) {
    ModuleFlavour Flavour{Cap, "", {}};
    if (buildBundleModule(Bundle, M.Compile.NvccFlags, "nvcc", D.ComputeMajor, D.ComputeMinor,
                          Flavour, Diags))
      Plan.CapCubins[Cap] =
          fs::absolute(bundleCubinPath(Bundle, D.ComputeMajor, D.ComputeMinor, Flavour)).string();
  }
}

using Faults = std::map<std::string, std::string>; ///< Variant -> why it is left out.

/// Isolation: the program run (its output kept from the user) with each variant launched once
/// at the chosen launches, again without the ones that faulted until none does; the variants
/// to leave out of the real run, with why (Out: those known to fault already, left out from
/// the first run). WantedCaps gathers the register caps the launches asked for.
Faults probeRuns(const ProfileCommandOptions &Options, ProfilePlan Plan,
                 const std::vector<std::string> &Environment, std::set<int> &WantedCaps,
                 Faults Out = {}) {
  Plan.Probe = true;
  Plan.Output = fs::absolute(fs::path(Options.OutputDir) / "profile-probe.json").string();
  std::string PlanPath =
      fs::absolute(fs::path(Options.OutputDir) / "profile-probe-plan.json").string();
  // A round per variant that may fault: the bundle's, and those made at the launch (the
  // occupancy and elements-per-thread what-ifs and their curves, a few dozen at most).
  const std::size_t Rounds = Plan.Targets.front().Entries.size() + 40;
  for (std::size_t Round = 0; Round <= Rounds; ++Round) {
    Plan.Skip.clear();
    for (const auto &[Variant, Why] : Out)
      Plan.Skip.push_back(Variant);
    std::string Error;
    fs::remove(Plan.Output);
    if (!writeFileAtomically(PlanPath, toJson(Plan), Error))
      return Out;
    SubprocessOptions Sub;
    Sub.Timeout = std::chrono::hours(1);
    Sub.ExtraEnvironment = Environment;
    Sub.ExtraEnvironment.push_back("LIMITER_PROFILE_PLAN=" + PlanPath);
    SubprocessResult R = runSubprocess(Options.Program, Sub);
    std::optional<std::string> Text = readFile(Plan.Output, Error, MaxInputBytes);
    std::optional<ProfileReport> Report = Text ? profileReportFromJson(*Text, Error) : std::nullopt;
    if (!Report)
      return Out; // the real run says why (LIM020)
    bool New = false;
    for (const ProfiledLaunch &L : Report->Launches)
      WantedCaps.insert(L.WantedCaps.begin(), L.WantedCaps.end());
    for (const ProfiledLaunch &L : Report->Launches)
      for (const ProfiledVariant &V : L.Variants)
        if (V.Status == "faulted" && !Out.count(V.Name)) {
          Out[V.Name] = V.Note;
          New = true;
        }
    if (!Report->InFlight.empty() && !Out.count(Report->InFlight)) {
      Out[Report->InFlight] = R.TimedOut ? "the program did not finish"
                                         : "the program died while it ran (signal " +
                                               std::to_string(R.Signal) + ", exit " +
                                               std::to_string(R.ExitStatus) + ")";
      New = true;
    }
    if (!New)
      return Out;
  }
  return Out;
}

/// The bundle's manifest; nullopt with the problem in Diags.
std::optional<Manifest> bundleManifest(const std::string &Bundle, DiagnosticList &Diags) {
  std::string Error;
  std::string ManifestPath = (fs::path(Bundle) / "manifest.json").string();
  std::optional<std::string> ManifestText = readFile(ManifestPath, Error, MaxInputBytes);
  if (!ManifestText) {
    Diags.error(DiagId::InputUnreadable, {ManifestPath},
                "cannot read the bundle's manifest: " + Error,
                "give --bundle a directory written by `limiter generate`");
    return std::nullopt;
  }
  return readManifest(*ManifestText, ManifestPath, Diags);
}

/// Writes the plan the injection library reads; false, said on standard error, when it cannot.
bool writePlan(const std::string &PlanPath, const ProfilePlan &Plan) {
  std::string Error;
  if (writeFileAtomically(PlanPath, toJson(Plan), Error))
    return true;
  std::cerr << "limiter profile: cannot write " << PlanPath << ": " << Error << '\n';
  return false;
}

/// The variants that fault in the isolation runs, in Faulted, left out of the plan, and the
/// register caps their launches asked for built into it; the plan is written again when
/// either changed it; false when it cannot be.
bool leaveOutFaults(const ProfileCommandOptions &Options, ProfilePlan &Plan,
                    const std::vector<std::string> &Environment, const std::string &PlanPath,
                    const std::string &Bundle, const Manifest &M, Faults &Faulted,
                    DiagnosticList &Diags) {
  std::set<int> WantedCaps;
  Faulted = probeRuns(Options, Plan, Environment, WantedCaps);
  addCapModules(Plan, Bundle, M, WantedCaps, Diags);
  if (!Plan.CapCubins.empty()) { // what the new modules make is probed too
    std::set<int> Again;
    Faulted = probeRuns(Options, Plan, Environment, Again, Faulted);
  }
  for (const auto &[Variant, Why] : Faulted)
    Plan.Skip.push_back(Variant);
  return (Faulted.empty() && WantedCaps.empty()) || writePlan(PlanPath, Plan);
}

/// The program ran but the injection library reported nothing: said, and the program's exit
/// code when it failed, else the diagnostic's.
int failWithoutReport(const std::string &Library, int ProgramExit, DiagnosticList &Diags) {
  Diags.error(DiagId::InjectionNotLoaded, {Library},
              "the program ran (exit " + std::to_string(ProgramExit) +
                  ") but limiter's injection library reported nothing from it",
              "check that the program uses the GPU and that " + Library +
                  " and the toolkit's libcupti and libcheckpoint can be loaded");
  printDiagnostics(std::cerr, Diags);
  return ProgramExit ? ProgramExit : toInt(Diags.exitCode());
}

/// Each measured launch's results, written (into a directory per launch when there are
/// several) and printed, and a note when the kernel ran in several contexts or on several
/// GPUs. Written is cleared when some could not be written; AnyFault is set when a variant was
/// left out because it faulted.
void showLaunches(const ProfileCommandOptions &Options, const Manifest &M, const ProfilePlan &Plan,
                  const ProfileReport &Report, Faults &Faulted, bool &Written, bool &AnyFault) {
  const VerdictThresholds &Thresholds = Options.Run.Measure.Thresholds;
  for (const ProfiledLaunch &L : Report.Launches) {
    if (!L.Problem.empty())
      continue; // diagnosed
    RunResults R = resultsOfLaunch(L, M, Report.Device, Thresholds, Plan.TargetRelStdDev,
                                   Plan.MinSamples, Plan.Hot);
    for (VariantRow &Row : R.Variants)
      if (Row.Status == "skipped") {
        Row.Status = "faulted";
        Row.Note = Faulted[Row.Variant] + " (in a separate run of the program)";
        AnyFault |= Row.WhatIf.empty(); // a what-if's fault leaves it unmeasured only
      }
    R.InSitu->Program = Options.Program.front();
    R.InSitu->Arguments.assign(Options.Program.begin() + 1, Options.Program.end());
    fs::path Dir = Report.Launches.size() == 1
                       ? fs::path(Options.OutputDir)
                       : fs::path(Options.OutputDir) / ("launch-" + std::to_string(L.Index));
    Written &= writeResultFiles(R, Dir.string(), "profile");
    std::cout << launchHeading(L, Report) << (Options.Run.Json ? toJson(R) : toTerminalTable(R));
  }
  if (!Report.Launches.empty() && (Report.Contexts > 1 || Report.Devices.size() > 1))
    std::cout << "note: the program launched " << Plan.Kernel << " " << Report.LaunchesSeen
              << " time(s) in " << Report.Contexts << " context(s) on GPU(s) "
              << ordinals(Report.Devices)
              << "; --launch-skip and --launch-count choose which are measured\n";
}

} // namespace

int runProfileCommand(const ProfileCommandOptions &Options) {
  DiagnosticList Diags;
  if (Options.Program.empty() || (Options.Bundle.empty() && Options.Source.empty())) {
    std::cerr << "limiter profile: give the kernel (--bundle DIR, or --source FILE --kernel K) "
                 "and the program after `--`\n";
    return toInt(ExitCode::Usage);
  }
  std::optional<std::string> Bundle = bundleFor(Options);
  if (!Bundle)
    return toInt(ExitCode::BadInput);
  std::optional<Manifest> M = bundleManifest(*Bundle, Diags);
  if (!M) {
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  fs::create_directories(Options.OutputDir);
  std::optional<ProfilePlan> Plan = planFor(Options, *Bundle, *M, Diags);
  if (!Plan) {
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  std::string PlanPath = fs::absolute(fs::path(Options.OutputDir) / "profile-plan.json").string();
  fs::remove(Plan->Output);
  if (!writePlan(PlanPath, *Plan))
    return toInt(ExitCode::BadInput);
  std::string Library = injectionLibrary(Options.Self);
  const std::vector<std::string> Environment = {"CUDA_INJECTION64_PATH=" + Library,
                                                "CUDA_MODULE_LOADING=EAGER"};
  Faults Faulted;
  if (Options.Run.Measure.Isolate &&
      !leaveOutFaults(Options, *Plan, Environment, PlanPath, *Bundle, *M, Faulted, Diags))
    return toInt(ExitCode::BadInput);
  std::vector<std::string> Env = Environment;
  Env.push_back("LIMITER_PROFILE_PLAN=" + PlanPath);
  SubprocessResult Program = runInForeground(Options.Program, Env);
  if (!Program.StartError.empty()) {
    std::cerr << "limiter profile: " << Program.StartError << '\n';
    return toInt(ExitCode::BadInput);
  }
  std::string Error;
  std::optional<std::string> ReportText = readFile(Plan->Output, Error, MaxInputBytes);
  std::optional<ProfileReport> Report =
      ReportText ? profileReportFromJson(*ReportText, Error) : std::nullopt;
  int ProgramExit = Program.Signal ? 128 + Program.Signal : Program.ExitStatus;
  if (!Report)
    return failWithoutReport(Library, ProgramExit, Diags);
  diagnoseReport(Options, *Plan, *Report, Library, ProgramExit, Diags);
  bool Written = true, AnyFault = false;
  showLaunches(Options, *M, *Plan, *Report, Faulted, Written, AnyFault);
  printDiagnostics(std::cerr, Diags);
  if (ProgramExit)
    return ProgramExit;
  if (!Written)
    return toInt(ExitCode::BadInput);
  return AnyFault && Diags.exitCode() == ExitCode::Ok ? toInt(ExitCode::VariantFault)
                                                      : toInt(Diags.exitCode());
}

#else

int runProfileCommand(const ProfileCommandOptions &) {
  return reportFeatureNotBuilt("the CUDA runtime", "LIMITER_WITH_CUDA",
                               "rebuild with the CUDA toolkit installed");
}

#endif

} // namespace limiter
