// Memory and latency bound by construction (seed 001, "Some Example Scenarios"): one large
// block per multiprocessor works on chunks in strict phases - load the chunk into shared
// memory, barrier, compute on it, barrier, store - so memory and arithmetic never overlap and
// nothing else on the multiprocessor hides the latency.

#include <cuda_runtime.h>

namespace latency {

constexpr int Threads = 1024;
constexpr int PerThread = 8;                 // elements per thread and chunk
constexpr int Chunk = Threads * PerThread;   // 32 KiB of floats in shared memory

__global__ void phasedChunks(const float *__restrict__ in, float *__restrict__ out, int n,
                             int rounds) {
  __shared__ float chunk[Chunk];
  const int tid = threadIdx.x;
  for (int base = blockIdx.x * Chunk; base < n; base += gridDim.x * Chunk) {
    for (int k = 0; k < PerThread; ++k) {
      const int i = base + k * Threads + tid;
      chunk[k * Threads + tid] = i < n ? in[i] : 0.0f;
    }
    __syncthreads();
    for (int k = 0; k < PerThread; ++k) {
      float v = chunk[k * Threads + tid];
      for (int r = 0; r < rounds; ++r)
        v = v * 0.999f + 0.001f;
      chunk[k * Threads + tid] = v;
    }
    __syncthreads();
    for (int k = 0; k < PerThread; ++k) {
      const int i = base + k * Threads + tid;
      if (i < n)
        out[i] = chunk[k * Threads + tid];
    }
    __syncthreads();
  }
}

} // namespace latency
