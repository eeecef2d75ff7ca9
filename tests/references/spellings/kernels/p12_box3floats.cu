// Pair 8b (expected what-if: wider). A 3x3 box filter over an image of w x h pixels of four
// floats each. box3FloatsLoop reads each neighbour's channels one float at a time in an
// unrolled channel loop, the pixel's first float at `(pixel) << 2`; box3Float4, the fix, reads
// each neighbour as one float4. box3FloatsShift is a probe: the slow kernel with the four
// channel reads written out as statements.
#include <cuda_runtime.h>

#define CH 4

__global__ void box3FloatsLoop(const float *__restrict__ img, float *__restrict__ res, int w,
                               int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  float acc[CH] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int base = ((y + dy) * w + (x + dx)) << 2;
#pragma unroll
      for (int c = 0; c < CH; ++c)
        acc[c] += img[base + c];
    }
  const int o = (y * w + x) << 2;
#pragma unroll
  for (int c = 0; c < CH; ++c)
    res[o + c] = acc[c] * (1.0f / 9.0f);
}

__global__ void box3FloatsShift(const float *__restrict__ img, float *__restrict__ res, int w,
                                int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int base = ((y + dy) * w + (x + dx)) << 2;
      r += img[base];
      g += img[base + 1];
      b += img[base + 2];
      a += img[base + 3];
    }
  const int o = (y * w + x) << 2;
  res[o] = r * (1.0f / 9.0f);
  res[o + 1] = g * (1.0f / 9.0f);
  res[o + 2] = b * (1.0f / 9.0f);
  res[o + 3] = a * (1.0f / 9.0f);
}

__global__ void box3Float4(const float4 *__restrict__ img, float4 *__restrict__ res, int w,
                           int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  float4 acc = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const float4 q = img[(y + dy) * w + (x + dx)];
      acc.x += q.x;
      acc.y += q.y;
      acc.z += q.z;
      acc.w += q.w;
    }
  const float k = 1.0f / 9.0f;
  res[y * w + x] = make_float4(acc.x * k, acc.y * k, acc.z * k, acc.w * k);
}

// Probe: box3FloatsShift with the radius a template parameter (float data, not dependent).
template <int RAD>
__global__ void boxFloatsTmpl(const float *__restrict__ img, float *__restrict__ res, int w,
                              int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < RAD || y < RAD || x >= w - RAD || y >= h - RAD)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int dy = -RAD; dy <= RAD; ++dy)
    for (int dx = -RAD; dx <= RAD; ++dx) {
      const int base = ((y + dy) * w + (x + dx)) << 2;
      r += img[base];
      g += img[base + 1];
      b += img[base + 2];
      a += img[base + 3];
    }
  const float k = 1.0f / ((2 * RAD + 1) * (2 * RAD + 1));
  const int o = (y * w + x) << 2;
  res[o] = r * k;
  res[o + 1] = g * k;
  res[o + 2] = b * k;
  res[o + 3] = a * k;
}
