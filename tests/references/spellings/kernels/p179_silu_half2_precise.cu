// p179: a blind probe's kernels (2026-12-05, second session).
// SiLU on __half2 activations, computed in float: x / (1 + expf(-x)).
// Fix: __expf and __fdividef (or -use_fast_math).
#include <cuda_fp16.h>
#include <cstdint>

__global__ void siluHalf2Precise(const __half2 *__restrict__ x, __half2 *__restrict__ y, int64_t n2, int iters) {
  const int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  float2 f = __half22float2(x[i]);
  float2 a = f;
  for (int k = 0; k < iters; ++k) {
    a.x = a.x / (1.0f + expf(-a.x)) + f.x * 0.25f;
    a.y = a.y / (1.0f + expf(-a.y)) + f.y * 0.25f;
  }
  y[i] = __float22half2_rn(a);
}

__global__ void siluHalf2Fast(const __half2 *__restrict__ x, __half2 *__restrict__ y, int64_t n2, int iters) {
  const int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  float2 f = __half22float2(x[i]);
  float2 a = f;
  for (int k = 0; k < iters; ++k) {
    a.x = __fdividef(a.x, 1.0f + __expf(-a.x)) + f.x * 0.25f;
    a.y = __fdividef(a.y, 1.0f + __expf(-a.y)) + f.y * 0.25f;
  }
  y[i] = __float22half2_rn(a);
}
