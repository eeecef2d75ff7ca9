// Pair 4c (expected what-if: nodivergence). The even/odd branch of pair 4b in a kernel over an
// image with 16 x 16 blocks: a warp holds two rows of 16 threads, and even and odd columns
// take different arms, so that every warp runs both. oddColumns2D picks the arm by the
// column's parity (`threadIdx.x % 2`); oddWarps2D, the fix, by the parity of the warp of the
// block's linear thread id, so that each warp runs one arm only.
#include <cuda_runtime.h>

__device__ __forceinline__ float sharpen(float v, int iters) {
  for (int k = 0; k < iters; ++k)
    v = v * 1.0625f - 0.03125f;
  return v;
}
__device__ __forceinline__ float soften(float v, int iters) {
  for (int k = 0; k < iters; ++k)
    v = v * 0.9375f + 0.0625f;
  return v;
}

__global__ void oddColumns2D(float *img, int width, int iters) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  float v = img[y * width + x];
  if (threadIdx.x % 2 == 0)
    v = sharpen(v, iters);
  else
    v = soften(v, iters);
  img[y * width + x] = v;
}

__global__ void oddWarps2D(float *img, int width, int iters) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  float v = img[y * width + x];
  if ((threadIdx.y * blockDim.x + threadIdx.x) / 32 % 2 == 0)
    v = sharpen(v, iters);
  else
    v = soften(v, iters);
  img[y * width + x] = v;
}
