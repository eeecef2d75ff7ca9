// Pair 4b (expected what-if: nodivergence). The textbook warp-divergence example: even and odd
// lanes take different arms of a branch, so every warp runs both arms. evenOddLanes picks the
// arm by `threadIdx.x % 2`; evenOddWarps, the fix, picks it by the warp
// (`(threadIdx.x / 32) % 2`), so that each warp runs one arm only.
#include <cuda_runtime.h>

__device__ __forceinline__ float armA(float v, int iters) {
  for (int k = 0; k < iters; ++k)
    v = v * 0.999f + 0.5f;
  return v;
}
__device__ __forceinline__ float armB(float v, int iters) {
  for (int k = 0; k < iters; ++k)
    v = v * 1.001f - 0.25f;
  return v;
}

__global__ void evenOddLanes(float *x, int iters) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  if (threadIdx.x % 2 == 0)
    v = armA(v, iters);
  else
    v = armB(v, iters);
  x[i] = v;
}

__global__ void evenOddWarps(float *x, int iters) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  if ((threadIdx.x / 32) % 2 == 0)
    v = armA(v, iters);
  else
    v = armB(v, iters);
  x[i] = v;
}
