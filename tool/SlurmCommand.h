// `limiter batch --slurm`, `--status` and the array tasks' `--array-task` entry point.
#ifndef LIMITER_TOOL_SLURMCOMMAND_H
#define LIMITER_TOOL_SLURMCOMMAND_H

#include "Batch.h"
#include "BatchCommandOptions.h"

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

/// The options of `limiter batch` and `limiter lab` for a Slurm cluster.
void addSlurmOptions(CLI::App &Cmd, BatchCommandOptions &Options);

/// `--slurm`: generates the bundles here (or in a CPU job first), writes the submission and its
/// job script under OUT/slurm/, submits the array with sbatch and says how to follow it. Only
/// experiments without a finished attempt on their current bundle are submitted, and none that
/// a queued or running task already has. The caller holds OUT's lock.
int submitToSlurm(const BatchCommandOptions &Options, const std::vector<BatchItem> &Items,
                  const std::string &Title, const std::string &Intro);

/// `--status`: what finished, failed, is queued or running (squeue, where there is one) or not
/// run, from the results on disk; batch.json, summary.md and report.html rebuilt from them.
/// The caller holds OUT's lock.
int showStatus(const BatchCommandOptions &Options, const std::vector<BatchItem> &Items,
               const std::string &Title, const std::string &Intro);

/// The batch items, title and intro of OUT's newest submission (else of its batch.json, for
/// a batch that ran here), for `limiter batch OUT --status`; false when OUT has neither.
bool itemsOfLatestSubmission(const std::string &OutputDir, std::vector<BatchItem> &Items,
                             std::string &Title, std::string &Intro);

/// `--array-task FILE`: runs the experiments of one task of a submission (SLURM_ARRAY_TASK_ID,
/// or --task-index) on the GPUs the task was given, recording each attempt beside its
/// results; with --generate-only, generates every bundle of the submission instead.
int runArrayTask(const BatchCommandOptions &Options);

} // namespace limiter

#endif
