// Pair 19 (expected what-if: wider). A sigmoid-weighted activation over n floats, as ML
// libraries write elementwise kernels: each thread takes VPT neighbouring elements through
// loops over a register array, its reads and writes one float at a time (actLoop, a template
// over VPT, instantiated for 4). The fix, actFloat4, moves each thread's four elements as one
// float4 each way.
#include <cuda_runtime.h>

template <int VPT>
__global__ void actLoop(const float *__restrict__ x, float *__restrict__ y, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * VPT;
  if (base + VPT > n)
    return;
  float v[VPT];
#pragma unroll
  for (int j = 0; j < VPT; ++j)
    v[j] = x[base + j];
#pragma unroll
  for (int j = 0; j < VPT; ++j) {
    const float t = v[j];
    v[j] = t / (1.0f + __expf(-1.702f * t));
  }
#pragma unroll
  for (int j = 0; j < VPT; ++j)
    y[base + j] = v[j];
}

template __global__ void actLoop<4>(const float *, float *, int);

__device__ __forceinline__ float act(float t) { return t / (1.0f + __expf(-1.702f * t)); }

__global__ void actFloat4(const float4 *__restrict__ x, float4 *__restrict__ y, int n4) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4)
    return;
  const float4 v = x[i];
  y[i] = make_float4(act(v.x), act(v.y), act(v.z), act(v.w));
}
