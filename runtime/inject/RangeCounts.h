#ifndef LIMITER_RUNTIME_INJECT_RANGECOUNTS_H
#define LIMITER_RUNTIME_INJECT_RANGECOUNTS_H

// Executed counts inside the program, from CUPTI's range profiler. `limiter run` counts with
// Nsight Compute in a child of its own; in the program that is not possible: ncu loads itself
// through the same CUDA_INJECTION64_PATH as limiter's library, so that only one of the two
// could be there, and it would replay the program's own launches rather than the variants.
// The range profiler counts the same metrics (executedCountMetrics) in the library's own
// process: each variant's launch is one user range, replayed by the library pass by pass with
// the program's memory restored and the L2 flushed before each pass, as ncu's kernel replay
// with its cache control does.

#include <cuda.h>
#include <cupti_range_profiler.h>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

class RangeCounter {
public:
  /// Sets up the metrics for the current context's device; problem() says why it could not.
  RangeCounter();
  ~RangeCounter();
  RangeCounter(const RangeCounter &) = delete;
  RangeCounter &operator=(const RangeCounter &) = delete;

  /// Counts one launch: Prepare (memory restored, L2 flushed, finished) before every pass,
  /// Launch (the kernel, finished when it returns) inside the range. Counts by key
  /// ("global_ld", "fp32", ...); nullopt with problem() set when the profiler fails.
  std::optional<std::map<std::string, double>> count(const std::function<bool()> &Prepare,
                                                     const std::function<CUresult()> &Launch);

  /// Why counts cannot be (or could not be) taken; empty when they were.
  const std::string &problem() const { return Problem; }
  /// The count keys the GPU's profiler cannot give (a metric of theirs is unknown to it).
  const std::vector<std::string> &missingKeys() const { return Missing; }

private:
  bool failed(CUptiResult R, const char *What);
  /// The counter data sized for one range and the configuration set on the session.
  bool configure(CUpti_RangeProfiler_Object *Object, std::vector<std::uint8_t> &Data);
  /// The passes: Prepare, then Launch inside the range, until every metric is counted.
  bool replay(CUpti_RangeProfiler_Object *Object, const std::function<bool()> &Prepare,
              const std::function<CUresult()> &Launch);
  /// The range's metrics summed by key.
  std::optional<std::map<std::string, double>> evaluate(CUpti_RangeProfiler_Object *Object,
                                                        std::vector<std::uint8_t> &Data);

  struct Host;
  std::unique_ptr<Host> H;
  std::string Problem;
  std::vector<std::string> Missing;
};

} // namespace limiter

#endif
