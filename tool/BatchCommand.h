#ifndef LIMITER_TOOL_BATCHCOMMAND_H
#define LIMITER_TOOL_BATCHCOMMAND_H

#include "RunCommand.h"
#include "Slurm.h"

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

struct BatchCommandOptions {
  std::string Dir; ///< batch: the config directory; lab: the course file.
  std::string OutputDir;
  unsigned Jobs = 0;
  bool Force = false;
  bool NoRun = false;
  std::vector<int> Devices;
  RunCommandOptions Run; ///< Passed on to every run.

  // On a Slurm cluster (SlurmCommand.cpp).
  bool Slurm = false;       ///< Submit the runs as a job array.
  bool Status = false;      ///< Show what finished, failed or is queued; rebuild the report.
  bool DryRun = false;      ///< Print the job scripts instead of submitting them.
  bool RetryFailed = false; ///< Submit the experiments whose last attempt failed too.
  SlurmOptions Cluster;
  std::string ArrayTask;     ///< Internal: run a task of this submission file.
  int TaskIndex = -1;        ///< Internal: the task (default: SLURM_ARRAY_TASK_ID).
  bool GenerateOnly = false; ///< Internal: the submission's generation job.
};


/// `limiter batch DIR`: every experiment config under DIR, bundled in parallel and run on
/// every GPU, resumable.
void addBatchCommand(CLI::App &App, BatchCommandOptions &Options);
int runBatchCommand(const BatchCommandOptions &Options);

/// `limiter lab [COURSE]`: the course's experiments as a batch, and the report an instructor
/// shows, with a sentence per experiment.
void addLabCommand(CLI::App &App, BatchCommandOptions &Options);
int runLabCommand(const BatchCommandOptions &Options);

} // namespace limiter

#endif
