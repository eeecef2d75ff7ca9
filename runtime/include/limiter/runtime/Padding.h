// The occupancy match: the dynamic shared memory that brings a variant to the full kernel's
// blocks per multiprocessor.

#ifndef LIMITER_RUNTIME_PADDING_H
#define LIMITER_RUNTIME_PADDING_H

#include <cstddef>
#include <functional>
#include <string>

namespace limiter {

/// Blocks per multiprocessor of a kernel at a given dynamic shared-memory size. On the GPU:
/// cudaOccupancyMaxActiveBlocksPerMultiprocessor; in tests: a model.
using BlocksPerSmQuery = std::function<int(std::size_t DynamicSharedBytes)>;

struct PaddingResult {
  std::size_t DynamicSharedBytes = 0; ///< What to launch the variant with.
  int BlocksPerSm = 0;                ///< What the variant then reaches.
  bool Matched = false;               ///< BlocksPerSm equals the target.
  std::string Reason;                 ///< Why not, when not matched.
};

/// The smallest dynamic shared memory, from the launch's own Base upward in steps of
/// Granularity up to Max, at which a variant reaches the full kernel's blocks per
/// multiprocessor (seed 001, "Source Modification and Occupancy"). A variant that already fits
/// fewer blocks than the target, or whose occupancy jumps past it, is not matched and says so.
/// Occupancy never rises with more shared memory, so the search is a bisection.
PaddingResult findPadding(int TargetBlocksPerSm, std::size_t Base, std::size_t Max,
                          std::size_t Granularity, const BlocksPerSmQuery &BlocksPerSm);

} // namespace limiter

#endif
