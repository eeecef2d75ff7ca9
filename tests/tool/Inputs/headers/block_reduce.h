// A block reduction whose per-warp step is a function-pointer template argument: the file that
// includes this header defines the steps, below it.
#pragma once

using WarpStep = float (*)(float);

template <WarpStep step>
__device__ float blockReduce(float v, float identity) {
  __shared__ float partial[32];
  float w = step(v);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = w;
  __syncthreads();
  w = threadIdx.x % 32 < blockDim.x / 32 ? partial[threadIdx.x % 32] : identity;
  return step(w);
}
