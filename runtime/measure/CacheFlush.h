#pragma once
// The L2 flush between samples of a cold run.

#include <cstddef>
#include <cuda_runtime.h>

namespace limiter {

/// Enqueues on Stream a kernel that reads Bytes at Buffer (which must hold zeros, and be at
/// least twice the L2), so that the next kernel starts on an L2 that holds none of its data and
/// nothing dirty: what the previous launch and the restore copies left dirty is written back
/// here, before the sample's start event. (A memset of the buffer would flush as well, but leave
/// the L2 full of dirty lines, written back during the next kernel at moments that vary from
/// sample to sample.)
cudaError_t enqueueCacheFlush(void *Buffer, std::size_t Bytes, int Multiprocessors,
                              cudaStream_t Stream);

} // namespace limiter
