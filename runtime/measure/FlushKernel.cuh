// The kernel that flushes the L2 between samples, shared by `limiter run` (CacheFlush.cu) and
// the injection library of `limiter profile` (compiled to PTX and embedded, inject/).

#pragma once

#include "measure/FlushShape.h"

#include <cstddef>

/// Reads Count 16-byte words at In, grid-stride; the XOR of what it read is stored only if it
/// equals Never, which it cannot (the buffer holds zeros and Never is not 0), so that the reads
/// stay and nothing is written. Reading a buffer twice the L2 leaves the L2 clean: what was
/// dirty is written back here, before the sample starts (a memset would leave it full of dirty
/// lines, written back during the timed kernel).
extern "C" __global__ void limiterFlushRead(const uint4 *__restrict__ In, std::size_t Count,
                                            unsigned Never, unsigned *Sink) {
  const std::size_t Stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  unsigned Acc = 0;
  for (std::size_t I = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; I < Count;
       I += Stride) {
    const uint4 V = In[I];
    Acc ^= V.x ^ V.y ^ V.z ^ V.w;
  }
  if (Acc == Never)
    *Sink = Acc;
}
