// Loops over a lane's elements for the wider what-if (VariantCountsTest): a scale-and-shift of
// four-float pixels whose channels are read and written one float an iteration, and the same
// with float4 as its fix is written; a template that sums each lane's pair of elements, for
// floats and doubles.
#include <cuda_runtime.h>

__global__ void shadeChannels(const float *__restrict__ src, float *__restrict__ dst,
                              const float *__restrict__ gain, int pixels) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= pixels)
    return;
  float v[4];
#pragma unroll
  for (int c = 0; c < 4; ++c)
    v[c] = src[4 * p + c];
  const float g = gain[p];
#pragma unroll
  for (int c = 0; c < 4; ++c)
    dst[4 * p + c] = v[c] * g + 0.25f * c;
}

__global__ void shadeFloat4(const float4 *__restrict__ src, float4 *__restrict__ dst,
                            const float *__restrict__ gain, int pixels) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= pixels)
    return;
  const float4 v = src[p];
  const float g = gain[p];
  dst[p] = make_float4(v.x * g, v.y * g + 0.25f, v.z * g + 0.5f, v.w * g + 0.75f);
}

template <class T> __global__ void pairSums(const T *__restrict__ in, T *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  T s = 0;
  for (int j = 0; j < 2; j++)
    s += in[2 * i + j] * in[2 * i + j];
  out[i] = s;
}
template __global__ void pairSums<float>(const float *, float *, int);
template __global__ void pairSums<double>(const double *, double *, int);

// Eight bf16 values a thread (ML code's 128-bit access), read and written one at a time; and
// a pair of halves read as two 16-bit loads.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
__global__ void scaleBf16(const __nv_bfloat16 *__restrict__ x, __nv_bfloat16 *__restrict__ y,
                          float s, int n) {
  const int base = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
  if (base + 8 > n)
    return;
#pragma unroll
  for (int j = 0; j < 8; ++j)
    y[base + j] = __float2bfloat16(__bfloat162float(x[base + j]) * s);
}

__global__ void sumHalves(const __half *__restrict__ x, __half *__restrict__ y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  y[i] = __hadd(x[2 * i], x[2 * i + 1]);
}
