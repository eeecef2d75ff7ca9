// The options of `limiter batch` and `limiter lab`: read by BatchCommand.cpp and, for a Slurm
// cluster, by SlurmCommand.cpp.
#ifndef LIMITER_TOOL_BATCHCOMMANDOPTIONS_H
#define LIMITER_TOOL_BATCHCOMMANDOPTIONS_H

#include "RunCommand.h"
#include "Slurm.h"

#include <string>
#include <vector>

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

} // namespace limiter

#endif
