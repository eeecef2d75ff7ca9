#ifndef LIMITER_TOOL_SLURM_H
#define LIMITER_TOOL_SLURM_H
// Batches as Slurm job arrays: the submission records under OUT/slurm/, the job scripts, and
// the calls to sbatch and squeue (argument vectors, never a shell).

#include "Batch.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// How the array is asked of the scheduler (`limiter batch --slurm` options).
struct SlurmOptions {
  unsigned PerTask = 1;     ///< Experiments per array task.
  unsigned GpusPerTask = 1; ///< 0: no GPU request (the partition's default).
  unsigned MaxRunning = 0;  ///< Tasks at once (`--array=...%N`); 0: no limit.
  std::string Partition, Time, Account, Qos, Constraint;
  std::vector<std::string> SbatchArgs; ///< Passed through, one `#SBATCH` line each.
  bool GenerateInJob = false;          ///< Generate the bundles in a CPU job first.
  unsigned GenerateCpus = 4;           ///< That job's CPUs (generations at once).
};

/// One submission: OUT/slurm/submission-N.json, which the array's tasks read. Tasks[I] are
/// the names of the experiments task I runs; Items are all the batch's experiments (for the
/// report rebuilt from what finished).
struct Submission {
  int Number = 0;
  std::string Job;         ///< The array's job id; empty until sbatch answered.
  std::string GenerateJob; ///< The generation job's id (--generate-in-job).
  std::string OutputDir;   ///< Absolute.
  std::string Title, Intro;
  bool Force = false; ///< Generate (in the generation job) and run again what is current.
  std::vector<std::string> RunArgs;
  std::vector<BatchItem> Items;
  std::vector<std::vector<std::string>> Tasks;
};

/// OUT/slurm/submission-N.json, .sbatch, and the folder of the tasks' logs.
std::string submissionFile(const std::string &OutputDir, int Number);
std::string scriptFile(const std::string &OutputDir, int Number, const std::string &Kind);
std::string logDirectory(const std::string &OutputDir);

std::string submissionToJson(const Submission &S);
/// Reads a submission; nullopt with Error (the field at fault) for anything limiter did not
/// write.
std::optional<Submission> readSubmission(const std::string &Path, std::string &Error);
/// Every readable submission of OUT, oldest first.
std::vector<Submission> readSubmissions(const std::string &OutputDir);

/// Experiments in chunks of PerTask, in order.
std::vector<std::vector<std::string>> chunkTasks(const std::vector<std::string> &Names,
                                                 unsigned PerTask);

/// The array's job script: one task per chunk, each `SELF batch --array-task FILE`.
std::string arrayScript(const Submission &S, const SlurmOptions &O, const std::string &Self);
/// The CPU job that generates the bundles before the array (--generate-in-job).
std::string generateScript(const Submission &S, const SlurmOptions &O, const std::string &Self);

/// `sbatch --parsable [--dependency=afterany:AFTER] SCRIPT`: the job id, or nullopt with Error
/// (sbatch missing, or its own message).
std::optional<std::string> submitScript(const std::string &Script, const std::string &After,
                                        std::string &Error);

/// The state squeue gives each experiment of the submissions' unfinished tasks ("PENDING",
/// "RUNNING", ...), by name; empty where squeue is missing or knows none of them.
std::map<std::string, std::string> queuedExperiments(const std::vector<Submission> &Submissions);

} // namespace limiter

#endif
