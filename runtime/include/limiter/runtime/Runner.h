#ifndef LIMITER_RUNTIME_RUNNER_H
#define LIMITER_RUNTIME_RUNNER_H

#include "limiter/runtime/Results.h"
#include "limiter/support/Diagnostic.h"

#include <optional>
#include <string>

namespace limiter {

/// How `limiter run` measures (each trick has its switch, as in nvbench).
struct RunOptions {
  std::string BundleDir;
  int Device = 0;
  bool Hot = false; ///< Skip the L2 flush before each sample.
  double TargetRelStdDev = 0.005;
  double BudgetSeconds = 20; ///< Sampling stops here even above the target spread.
  unsigned MinSamples = 10;
  unsigned MaxSamples = 2000;
  unsigned WarmupLaunches = 3;
  std::string Nvcc = "nvcc";
  VerdictThresholds Thresholds;
};

/// Times every variant of a bundle on the GPU: compiles variants.cu to a module for the
/// device, fills the buffers of the bundle's experiment.toml, pads each variant's dynamic
/// shared memory to the full kernel's blocks per multiprocessor, and samples the variants
/// interleaved, with the L2 flushed and the written buffers restored before each sample,
/// outside the timed region. Errors: LIM009 (no GPU), LIM013 (the module does not build),
/// LIM3xx (config), LIM010 (a CUDA call failed outside a variant).
std::optional<RunResults> runBundle(const RunOptions &Options, DiagnosticList &Diags);

} // namespace limiter

#endif
