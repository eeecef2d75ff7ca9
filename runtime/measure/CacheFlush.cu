// The L2 flush of `limiter run`: the shared read kernel, launched with the runtime API.

#include "measure/CacheFlush.h"
#include "measure/FlushKernel.cuh"

namespace limiter {

cudaError_t enqueueCacheFlush(void *Buffer, std::size_t Bytes, int Multiprocessors,
                              cudaStream_t Stream) {
  // The never-taken store would go to the buffer's first word.
  limiterFlushRead<<<Multiprocessors * LimiterFlushBlocksPerSm, LimiterFlushBlock, 0, Stream>>>(
      static_cast<const uint4 *>(Buffer), Bytes / sizeof(uint4), 1u,
      static_cast<unsigned *>(Buffer));
  return cudaGetLastError();
}

} // namespace limiter
