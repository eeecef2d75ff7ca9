// How `limiter run` measures: the bundle, the device, the sampling targets, the isolation and
// counting children, the register cap; one struct from the command line down.

#ifndef LIMITER_RUNTIME_RUNOPTIONS_H
#define LIMITER_RUNTIME_RUNOPTIONS_H

#include "limiter/runtime/Verdict.h"
#include "limiter/support/ExperimentConfig.h"

#include <functional>
#include <map>
#include "limiter/support/WhatIfs.h"

#include <string>
#include <vector>

namespace limiter {

/// How `limiter run` measures (each trick has its switch, as in nvbench).
struct RunOptions {
  std::string BundleDir;
  /// The config the bundle was generated from, when the caller has it loaded (`limiter
  /// analyze`); else the bundle's copy (experiment.toml) is read.
  const ExperimentConfig *Config = nullptr;
  int Device = 0;
  bool Hot = false; ///< Skip the L2 flush before each sample.
  double TargetRelStdDev = 0.005;
  double BudgetSeconds = 20; ///< Sampling stops here even above the target spread.
  unsigned MinSamples = 10;
  unsigned MaxSamples = 2000;
  unsigned WarmupLaunches = 3;
  std::string Nvcc = "nvcc";
  VerdictThresholds Thresholds;
  /// A launch that has not finished after this long is a hang: its variant is "timed-out".
  double KernelTimeoutSeconds = 10;
  /// The command line of a child process that sets the bundle up as this one does and
  /// launches each variant but Skip once (probeBundle), within KernelTimeout seconds each. The
  /// tool gives it, knowing its own command line. Without it there is no isolation and no
  /// executed counts (ncu runs this child).
  std::function<std::vector<std::string>(const std::vector<std::string> &Skip,
                                         double KernelTimeout)>
      ProbeCommand;
  /// Every variant is first launched in a probe child, so that a variant that faults (a sticky
  /// error spoils its CUDA context) or hangs is found there and the others are timed in a
  /// clean context here.
  bool Isolate = true;
  std::vector<std::string> SkipVariants; ///< Variants the probe child leaves out.
  /// Integer scalar parameters set instead of the config's values (`--set NAME=VALUE`); a
  /// balance parameter set here is not chosen again (the children get the parent's choice).
  std::map<std::string, long long> ParamValues;
  bool Recalibrate = false;              ///< Measure the device's ceilings again.
  /// A variant that needs more registers than the full kernel, and so fits fewer blocks per
  /// multiprocessor, runs from a module compiled with -maxrregcount at the full kernel's count.
  bool CapRegisters = true;
  std::string CalibrationCacheDir; ///< Empty: calibrationCacheDir().
  /// Count what each variant executes with Nsight Compute (global loads and stores, fp32,
  /// instructions, DRAM bytes), in a child process under ncu, and check the variants on them.
  bool ExecutedCounts = true;
  std::string Ncu; ///< Empty: ncu on PATH, else in the CUDA installation.
  /// The what-ifs of the bundle that are timed (`--what-if`); unset: every one.
  WhatIfSelection WhatIfs;
  /// `--what-if auto` (the default): the twins are timed first, and of the what-ifs only those
  /// the class they give makes relevant (whatIfNotRelevant) are timed after, with full.
  bool WhatIfsByClass = true;
};

} // namespace limiter

#endif
