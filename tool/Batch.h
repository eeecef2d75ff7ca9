// Batches of experiments: generated and run by child `limiter` processes into OUT/bundles and
// OUT/results, resumable; their summary and outputs.
#ifndef LIMITER_TOOL_BATCH_H
#define LIMITER_TOOL_BATCH_H

#include "limiter/runtime/Results.h"

#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// One experiment of a batch.
struct BatchItem {
  std::string Name;    ///< Unique in the batch: "stencil/fwd_3D"; its results go under it.
  std::string Config;  ///< The experiment config.
  std::string Lesson;  ///< For the lab's report; may be empty.
  std::string Section; ///< Report section; consecutive items with the same one group.
  std::string SectionIntro;
};

struct BatchOptions {
  std::vector<BatchItem> Items;
  std::string OutputDir;
  unsigned Jobs = 0;                ///< Generation jobs at once; 0: one per core.
  bool Force = false;               ///< Generate and run everything again.
  bool Rerun = false;               ///< Run everything again (current bundles are kept).
  bool NoRun = false;               ///< Generate the bundles only (to carry them to a GPU machine).
  std::vector<int> Devices;         ///< GPUs to use; empty: every visible one.
  std::vector<std::string> RunArgs; ///< Passed on to each `limiter run` (budget, rsd, ...).
  std::string Self;                 ///< The limiter executable the work is run with.
};

/// What became of one experiment.
struct BatchOutcome {
  BatchItem Item;
  std::string Key;    ///< The bundle's request fingerprint.
  std::string Bundle; ///< OUT/bundles/KEY.
  std::string ResultsDir;
  /// "ok", "ok (earlier)" (results of an earlier batch, still current), "generated" (--no-run),
  /// "failed", "interrupted", "not run".
  std::string Status = "not run";
  std::string Reason; ///< Why, when failed: the first diagnostic.
  int Exit = 0;       ///< The failing command's exit code.
  int Device = -1;
  double Seconds = 0;
  std::optional<RunResults> Results;
};

/// The experiments' outcomes before anything is done: each with its bundle's key (from its
/// config and sources), its bundle OUT/bundles/KEY and results directory OUT/results/NAME.
std::vector<BatchOutcome> batchOutcomes(const std::vector<BatchItem> &Items,
                                        const std::string &OutputDir);

/// What the record beside O's results says of an attempt on O's current bundle: "ok" (a
/// finished run, its results read into O), "failed" (O's reason, exit and device set), or ""
/// (never attempted, interrupted or killed, or an attempt on an older bundle).
std::string recordedAttempt(BatchOutcome &O);

/// Generates every bundle that is not current (in parallel, into OUT/bundles/KEY, a cache by
/// content) and runs every experiment whose results are not current (one worker per GPU,
/// each run a `limiter run` child with its results in OUT/results/NAME). Progress goes to
/// standard output: a live line on a terminal, plain lines otherwise. Every attempt that ends
/// (run, failed generation, no GPU) is recorded beside its results (recordedAttempt). Cancel
/// stops it: running children are killed and what finished is kept, so the next batch goes on
/// from there.
std::vector<BatchOutcome> runBatch(const BatchOptions &Options, const std::atomic<bool> &Cancel);

/// OUT/batch.json (schema limiter/batch v1), OUT/summary.md and OUT/report.html, each written
/// atomically; false with Error otherwise.
bool writeBatchOutputs(const std::string &OutputDir, const std::string &Title,
                       const std::string &Intro, const std::vector<BatchOutcome> &Outcomes,
                       std::string &Error);

/// The summary table printed at the end of a batch.
std::string batchSummary(const std::vector<BatchOutcome> &Outcomes);

/// The exit code of a batch: 0 when everything ran; 130 when interrupted; else the first
/// failure's.
int batchExitCode(const std::vector<BatchOutcome> &Outcomes);

} // namespace limiter

#endif
