// `limiter run` and the measuring options the other commands that time kernels share.
#ifndef LIMITER_TOOL_RUNCOMMAND_H
#define LIMITER_TOOL_RUNCOMMAND_H

#include "limiter/runtime/Results.h"
#include "limiter/runtime/RunOptions.h"
#include "limiter/support/ExperimentConfig.h"

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

/// What `limiter run` and the commands that measure as it does (analyze, batch, lab, profile)
/// read from the command line: the runtime's own options, bound to the flags directly, and how
/// to report.
struct RunCommandOptions {
  RunOptions Measure;
  /// --threshold as given ("close=0.2"): read into Measure.Thresholds, and passed on as given
  /// to the child processes of a batch.
  std::vector<std::string> Thresholds;
  std::string OutputDir; ///< Default: the bundle directory.
  bool Json = false;
  bool Probe = false; ///< Internal: this process is the probing child.
};

/// The measuring and reporting options that `limiter run` and `limiter analyze` share.
void addRunOptions(CLI::App &Cmd, RunCommandOptions &Options);
/// Those of them `limiter profile` takes too: the L2, the spread target, the budget, the
/// minimum samples, the thresholds and --json.
void addSamplingOptions(CLI::App &Cmd, RunCommandOptions &Options);

/// --set NAME=VALUE (repeatable) into Measure.ParamValues: `limiter run` and `limiter analyze`.
void addSetOption(CLI::App &Cmd, RunOptions &Measure);

/// The flags addRunOptions reads that give Measure and Thresholds, but --device (which the
/// caller gives: a batch spreads its runs over the GPUs): what a batch passes on to each
/// `limiter run` and the probe child to `limiter run --probe`, spelled in one place.
std::vector<std::string> runArguments(const RunOptions &Measure,
                                      const std::vector<std::string> &Thresholds);

/// results.json, results.csv and results.md of R in Dir, each written whole; false, said on
/// stderr as `limiter COMMAND: cannot write ...`, when one cannot be.
bool writeResultFiles(const RunResults &R, const std::string &Dir, const std::string &Command);

/// `limiter run BUNDLE`: times the variants on the GPU and reports the verdict.
void addRunCommand(CLI::App &App, RunCommandOptions &Options);
/// Config, when given, is the bundle's config as the caller loaded it (`limiter analyze`).
int runRunCommand(const RunCommandOptions &Options, const ExperimentConfig *Config = nullptr);

} // namespace limiter

#endif
