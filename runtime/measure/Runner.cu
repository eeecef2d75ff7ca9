// `limiter run`'s measurement of a bundle, phase by phase: read the bundle, load (Load.cu),
// isolate in probe children (Isolation.cpp), count under ncu (Counts.cpp), calibrate, warm up
// and sample (Sample.cu), then assemble the results and their verdict.

#include "measure/Session.h"

#include "analysis/ManifestFacts.h"

#include "limiter/runtime/Balance.h"
#include "limiter/runtime/Calibrate.h"
#include "limiter/runtime/ExecutedCounts.h"
#include "limiter/runtime/Runner.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"

#include <filesystem>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// What a run reads from the bundle: its manifest, its config and the launch they make.
struct BundleInputs {
  std::optional<limiter::Manifest> Manifest;
  std::optional<ExperimentConfig> Config;
  std::optional<LaunchPlan> Plan;
};

std::optional<BundleInputs> readBundle(const RunOptions &Options, DiagnosticList &Diags) {
  fs::path Dir = Options.BundleDir;
  std::string Error;
  std::optional<std::string> Manifest =
      readFile((Dir / "manifest.json").string(), Error, MaxInputBytes);
  if (!Manifest) {
    Diags.error(DiagId::InputUnreadable, {(Dir / "manifest.json").string()},
                "cannot read the bundle's manifest: " + Error,
                "give `limiter run` a directory written by `limiter generate`");
    return std::nullopt;
  }
  BundleInputs In;
  if (Options.Config) {
    In.Config = *Options.Config;
  } else if (!fs::exists(Dir / "experiment.toml")) {
    Diags.error(DiagId::ConfigUnreadable, {Dir.string()},
                "the bundle has no experiment.toml: it does not say how to launch the kernel",
                "generate it with `limiter generate --config experiments/....toml`");
    return std::nullopt;
  } else if (!(In.Config = loadExperiment((Dir / "experiment.toml").string(), Diags))) {
    return std::nullopt;
  }
  if (!Options.ParamValues.empty() &&
      !(In.Config = In.Config->withValues(Options.ParamValues, Diags)))
    return std::nullopt;
  In.Manifest = readManifest(*Manifest, (Dir / "manifest.json").string(), Diags);
  if (!In.Manifest)
    return std::nullopt;
  // The experiment's name as generated, not the stem of the bundle's copy (experiment.toml)
  // that a config without `name` would get: `limiter run` and `limiter analyze` name it alike.
  if (!Options.Config && In.Manifest->Experiment && !In.Manifest->Experiment->Name.empty())
    In.Config->Name = In.Manifest->Experiment->Name;
  In.Plan = planLaunch(*In.Manifest, (Dir / "manifest.json").string(), *In.Config, Diags);
  if (!In.Plan)
    return std::nullopt;
  return In;
}

RunResults assemble(const RunContext &Run, Session &S, double CountSeconds) {
  RunResults R;
  R.Kernel = Run.Manifest.Kernel.QualifiedName;
  R.Experiment = Run.Config.Name;
  R.Description = Run.Config.Description;
  R.Device = S.Prop.name;
  R.Hot = Run.Options.Hot;
  R.TargetRelStdDev = Run.Options.TargetRelStdDev;
  R.WhatIfSelection =
      Run.Options.WhatIfsByClass ? "auto" : whatIfSelectionText(Run.Options.WhatIfs);
  R.MinSamples = Run.Options.MinSamples;
  R.Thresholds = Run.Options.Thresholds;
  R.BytesMoved = Run.Plan.BytesMoved;
  R.BytesFromConfig = Run.Plan.BytesFromConfig;
  R.FlopCount = Run.Plan.FlopCount;
  if (Run.Options.ExecutedCounts && CountSeconds > 0)
    R.CountSeconds = CountSeconds;
  if (S.Ceilings) {
    R.CopyBandwidth = S.Ceilings->CopyBandwidth;
    R.FmaThroughput = S.Ceilings->FmaThroughput;
  }
  for (Variant &V : S.Variants) {
    if (!V.Samples.empty())
      V.Row.Time = summarize(V.Samples);
    R.Variants.push_back(V.Row);
  }
  R.StructuralLoads = structuralLoadsOf(Run.Manifest);
  R.StaticChecks = staticChecksOf(Run.Manifest);
  R.Checks = executedCountChecks(R.Variants, !R.StructuralLoads.empty(), R.StaticChecks);
  addVerdict(R);
  return R;
}

/// After a hang the context can neither be used nor torn down: what was measured is reported
/// and the device memory and modules are left to the process's exit.
RunResults abandon(const RunContext &Run, Session &S, double CountSeconds) {
  for (Variant &V : S.Variants)
    if (V.Active)
      markFailed(V, Outcome::TimedOut, "not measured: another variant hung");
  for (DeviceBuffer &B : S.Work)
    B.release();
  for (DeviceBuffer &B : S.Pristine)
    B.release();
  S.Flush.release();
  S.Module.release();
  S.CappedModule.release();
  S.OccupancyModule.release();
  for (auto &[Cap, Module] : S.CurveModules)
    Module.release();
  for (auto &[Name, Module] : S.WhatIfModules)
    Module.release();
  return assemble(Run, S, CountSeconds);
}

/// `--what-if auto`: the twins are sampled first, without the what-ifs; the verdict they give
/// then rules out the what-ifs whose cost cannot set the kernel's time (their rows say why),
/// and the others are sampled with full, the other twins resting. Each phase has the run's
/// budget. A what-if that hangs in the second phase leaves full and the twins as the first
/// phase measured them; without full (it failed) no what-if is timed.
bool sampleByClass(const RunContext &Run, Session &S, double CountSeconds) {
  std::vector<Variant *> WhatIfs, Twins;
  for (Variant &V : S.Variants)
    if (V.Active && !V.Row.WhatIf.empty()) {
      V.Active = false;
      WhatIfs.push_back(&V);
    }
  if (!sample(Run, S))
    return false;
  Variant *Full = nullptr;
  for (Variant &V : S.Variants)
    if (V.Name == "full" && V.Active)
      Full = &V;
  RunResults First = assemble(Run, S, CountSeconds);
  bool Any = false;
  for (Variant *W : WhatIfs) {
    std::string Why = !Full              ? "not timed: full did not run"
                      : !First.Judgement ? ""
                      : W->Row.OnCurve ? curveNotRelevant(*First.Judgement)
                          : whatIfNotRelevant(W->Name, *First.Judgement);
    if (Why.empty()) {
      W->Active = Any = true;
    } else {
      W->Row.Status = "not-relevant";
      W->Row.Note = Why;
    }
  }
  if (!Any)
    return true;
  for (Variant &V : S.Variants)
    if (V.Active && V.Row.WhatIf.empty() && V.Name != "full") {
      V.Active = false;
      Twins.push_back(&V);
    }
  if (!sample(Run, S)) {
    Full->Active = false; // abandon() marks the what-ifs in flight, not full's first phase
    return false;
  }
  for (Variant *V : Twins)
    V->Active = true;
  return true;
}

std::optional<Calibration> ceilingsOf(const RunContext &Run) {
  CalibrateOptions Calibrate;
  Calibrate.Device = Run.Options.Device;
  Calibrate.Refresh = Run.Options.Recalibrate;
  if (!Run.Options.CalibrationCacheDir.empty())
    Calibrate.CacheDir = Run.Options.CalibrationCacheDir;
  std::string Error;
  std::optional<Calibration> Ceilings = calibrateDevice(Calibrate, Error);
  if (!Ceilings)
    Run.Diags.warning(DiagId::CudaRuntimeError, {}, "cannot calibrate the device: " + Error,
                      "the verdict is given without the bandwidth and FMA ceilings");
  return Ceilings;
}

std::optional<RunResults> measure(const RunContext &Run) {
  Session S;
  if (!selectDevice(Run, S.Prop) || !buildModule(Run, S.Prop))
    return std::nullopt;
  Failures Failed;
  if (Run.Options.Isolate && Run.Options.ProbeCommand)
    Failed = probeInChildren(Run.Options);
  double CountSeconds = 0;
  std::map<std::string, std::map<std::string, double>> Executed;
  if (Run.Options.ExecutedCounts)
    Executed = cachedExecutedCounts(Run, Failed, S.Prop.name, CountSeconds);
  setUp(Run, S);
  for (Variant &V : S.Variants)
    if (auto It = Executed.find(V.Name); It != Executed.end())
      V.Row.Executed = It->second;
  S.Ceilings = ceilingsOf(Run);
  for (Variant &V : S.Variants)
    if (auto It = Failed.find(V.Name); It != Failed.end())
      markFailed(V, It->second.first, It->second.second + " (in a separate process)");
  if (!warmUp(Run, S) ||
      !(Run.Options.WhatIfsByClass ? sampleByClass(Run, S, CountSeconds) : sample(Run, S)))
    return abandon(Run, S, CountSeconds);
  cudaStreamDestroy(S.Stream);
  return assemble(Run, S, CountSeconds);
}

int probe(const RunContext &Run) {
  Session S;
  if (!selectDevice(Run, S.Prop) || !buildModule(Run, S.Prop))
    return toInt(Run.Diags.exitCode());
  setUp(Run, S);
  return probeVariants(Run, S);
}

/// The options with the balance parameter set to the value chosen for this GPU: for the
/// measurement and, through `--set`, its probe and counting children.
RunOptions withBalance(const RunOptions &Options, const std::string &Param, long long Value) {
  RunOptions Out = Options;
  Out.ParamValues[Param] = Value;
  Out.Recalibrate = false; // Measured for the choice just now.
  if (Options.ProbeCommand)
    Out.ProbeCommand = [Probe = Options.ProbeCommand, Set = Param + "=" + std::to_string(Value)](
                           const std::vector<std::string> &Skip, double KernelTimeout) {
      std::vector<std::string> Argv = Probe(Skip, KernelTimeout);
      Argv.insert(Argv.end(), {"--set", Set});
      return Argv;
    };
  return Out;
}

/// A config with a balance parameter: the value is chosen on this GPU first, then the run is
/// measured at it and says how it was chosen.
std::optional<RunResults> measureBalanced(const RunContext &Run, const ParamSpec &P) {
  Session Device;
  if (!selectDevice(Run, Device.Prop) || !buildModule(Run, Device.Prop))
    return std::nullopt;
  std::optional<Calibration> Ceilings = ceilingsOf(Run);
  BalanceChoice Choice =
      balanceStart(Run.Config, P,
                   Ceilings && Ceilings->CopyBandwidth > 0
                       ? std::optional<double>(Ceilings->FmaThroughput / Ceilings->CopyBandwidth)
                       : std::nullopt);
  // The twins are first launched at the guess in a probe child: a pilot in this process must
  // not be the first to meet a fault (it would spoil this context) or a hang.
  Failures Failed;
  if (Run.Options.Isolate && Run.Options.ProbeCommand)
    Failed = probeInChildren(withBalance(Run.Options, P.Name, Choice.Value));
  if (Failed.count("mem") || Failed.count("math"))
    Choice.Note = std::string(Failed.count("mem") ? "memory-only" : "math-only") +
                  " failed in the probe child at the first guess: no pilot";
  else
    Choice = chooseBalance(Run, P, Choice, Device.Prop);
  RunOptions Options = withBalance(Run.Options, P.Name, Choice.Value);
  // The config and launch at the chosen value; the manifest is the one already read.
  std::optional<ExperimentConfig> Config =
      Run.Config.withValues({{P.Name, Choice.Value}}, Run.Diags);
  std::optional<LaunchPlan> Plan =
      Config ? planLaunch(Run.Manifest, (fs::path(Options.BundleDir) / "manifest.json").string(),
                          *Config, Run.Diags)
             : std::nullopt;
  if (!Plan)
    return std::nullopt;
  std::optional<RunResults> R = measure({Options, Run.Diags, *Config, *Plan, Run.Manifest});
  if (R)
    R->Balance = Choice;
  return R;
}

/// Reads the bundle, then measures (or, as the probe child, probes).
std::optional<RunResults> runOrProbe(const RunOptions &Options, DiagnosticList &Diags,
                                     int *ProbeExit) {
  std::optional<BundleInputs> In = readBundle(Options, Diags);
  if (!In)
    return std::nullopt;
  const RunContext Run{Options, Diags, *In->Config, *In->Plan, *In->Manifest};
  try {
    if (ProbeExit) {
      *ProbeExit = probe(Run);
      return std::nullopt;
    }
    if (const ParamSpec *P = In->Config->balanceParam())
      return measureBalanced(Run, *P);
    return measure(Run);
  } catch (const CudaError &E) {
    Diags.error(DiagId::CudaRuntimeError, {Options.BundleDir}, E.what(),
                "check the device with `limiter devices`; report it if it persists");
  }
  return std::nullopt;
}

} // namespace

std::optional<RunResults> runBundle(const RunOptions &Options, DiagnosticList &Diags) {
  return runOrProbe(Options, Diags, nullptr);
}

int probeBundle(const RunOptions &Options, DiagnosticList &Diags) {
  int Exit = -1;
  runOrProbe(Options, Diags, &Exit);
  return Exit >= 0 ? Exit : toInt(Diags.exitCode());
}

} // namespace limiter
