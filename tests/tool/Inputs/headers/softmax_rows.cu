// The steps of block_reduce.h's reduction are defined here, after the header that calls them:
// the variants declare their clones in the header's copy, above the clones that call them.
#include "block_reduce.h"

__device__ float warpMax(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, lane));
  return v;
}

__device__ float warpSum(float v) {
  for (int lane = 16; lane > 0; lane /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, lane);
  return v;
}

__global__ void softmaxRows(const float *in, float *out, int width) {
  const float *row = in + blockIdx.x * width;
  float top = -3.0e38f;
  for (int col = threadIdx.x; col < width; col += blockDim.x)
    top = fmaxf(top, row[col]);
  top = blockReduce<warpMax>(top, -3.0e38f);
  __syncthreads();
  float total = 0.0f;
  for (int col = threadIdx.x; col < width; col += blockDim.x)
    total += expf(row[col] - top);
  total = blockReduce<warpSum>(total, 0.0f);
  for (int col = threadIdx.x; col < width; col += blockDim.x)
    out[blockIdx.x * width + col] = expf(row[col] - top) / total;
}
