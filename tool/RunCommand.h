#ifndef LIMITER_TOOL_RUNCOMMAND_H
#define LIMITER_TOOL_RUNCOMMAND_H

#include "limiter/runtime/Results.h"
#include "limiter/support/ExperimentConfig.h"

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

struct RunCommandOptions {
  std::string Bundle;
  std::string OutputDir; ///< Default: the bundle directory.
  int Device = 0;
  bool Hot = false;
  double TargetPercent = 0.5;
  double BudgetSeconds = 20;
  unsigned MinSamples = 10;
  std::vector<std::string> Thresholds;
  bool Json = false;
  double KernelTimeoutSeconds = 10;
  bool Isolate = true; ///< Probe each variant in a child process first.
  bool Recalibrate = false;
  bool Counts = true; ///< Executed counts with Nsight Compute (--no-counts: off).
  bool CapRegisters = true;
  bool Probe = false;       ///< Internal: this process is the probing child.
  std::string SkipVariants; ///< Internal: "mem,store".
};

/// The measuring and reporting options that `limiter run` and `limiter analyze` share.
void addRunOptions(CLI::App &Cmd, RunCommandOptions &Options);

/// results.json, results.csv and results.md of R in Dir, each written whole; false, said on
/// stderr as `limiter COMMAND: cannot write ...`, when one cannot be.
bool writeResultFiles(const RunResults &R, const std::string &Dir, const std::string &Command);

/// `limiter run BUNDLE`: times the variants on the GPU and reports the verdict.
void addRunCommand(CLI::App &App, RunCommandOptions &Options);
/// Config, when given, is the bundle's config as the caller loaded it (`limiter analyze`).
int runRunCommand(const RunCommandOptions &Options, const ExperimentConfig *Config = nullptr);

} // namespace limiter

#endif
