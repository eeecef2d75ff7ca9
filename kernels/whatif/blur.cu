// Narrow accesses and their fix, for the wider-accesses what-if: a box blur over nine
// neighbouring RGBA pixels kept as four floats each. blurScalar reads each neighbour's four
// channels one float at a time: 36 narrow loads a pixel, most of them hits in the L1 that the
// neighbouring threads filled, so the load pipeline, not DRAM, sets the pace. blurVector, the
// fix, reads each neighbour as one float4: the same bytes in a quarter of the loads.

#include <cuda_runtime.h>

constexpr int BlurRadius = 4;

__global__ void blurScalar(const float *__restrict__ in, float *__restrict__ out, int pixels) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < BlurRadius || p >= pixels - BlurRadius)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int j = -BlurRadius; j <= BlurRadius; ++j) {
    r += in[4 * (p + j)];
    g += in[4 * (p + j) + 1];
    b += in[4 * (p + j) + 2];
    a += in[4 * (p + j) + 3];
  }
  const float w = 1.0f / (2 * BlurRadius + 1);
  out[4 * p] = r * w;
  out[4 * p + 1] = g * w;
  out[4 * p + 2] = b * w;
  out[4 * p + 3] = a * w;
}

__global__ void blurVector(const float4 *__restrict__ in, float4 *__restrict__ out, int pixels) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < BlurRadius || p >= pixels - BlurRadius)
    return;
  float4 s = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  for (int j = -BlurRadius; j <= BlurRadius; ++j) {
    const float4 q = in[p + j];
    s.x += q.x;
    s.y += q.y;
    s.z += q.z;
    s.w += q.w;
  }
  const float w = 1.0f / (2 * BlurRadius + 1);
  out[p] = make_float4(s.x * w, s.y * w, s.z * w, s.w * w);
}
