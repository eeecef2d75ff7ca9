// Pair 6a (expected what-if: occupancy). Each thread walks its own chain of dependent loads
// through a successor table (latency-bound). A branch that never runs (the table holds valid
// indices only) keeps 96 doubles live, so the compiler gives each thread 130 registers (3 blocks of 128) and
// few blocks fit a multiprocessor. walkBounded, the fix, asks for 16 blocks of 128 threads
// with __launch_bounds__ and the compiler spills the cold values instead.
#include <cuda_runtime.h>

#define COLD_VALUES 96

__device__ __forceinline__ float walkChain(const int *succ, const float *wt, int me, int hops) {
  int at = succ[me];
  float acc = 0.0f;
  for (int h = 0; h < hops; ++h) {
    acc += wt[at];
    at = succ[at];
  }
  if (at < 0) {
    double cold[COLD_VALUES];
#pragma unroll
    for (int q = 0; q < COLD_VALUES; ++q)
      cold[q] = (double)wt[(me + q * 977) & 4095];
#pragma unroll
    for (int q = 0; q < COLD_VALUES; ++q)
      acc += (float)(cold[q] * cold[(q * 5 + 1) % COLD_VALUES] - cold[(q * 11 + 7) % COLD_VALUES]);
  }
  return acc;
}

__global__ void walkUnbounded(const int *__restrict__ succ, const float *__restrict__ wt,
                              float *__restrict__ result, int hops) {
  const int me = blockIdx.x * blockDim.x + threadIdx.x;
  result[me] = walkChain(succ, wt, me, hops);
}

__global__ void __launch_bounds__(128, 16)
    walkBounded(const int *__restrict__ succ, const float *__restrict__ wt,
                float *__restrict__ result, int hops) {
  const int me = blockIdx.x * blockDim.x + threadIdx.x;
  result[me] = walkChain(succ, wt, me, hops);
}
