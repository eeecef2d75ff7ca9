// Held-out-style read-only paths and narrow accesses (2026-12).
#include <cuda_runtime.h>

// (a) an affine image warp with bilinear sampling: the source read through a plain
// `const float *` (no __restrict__), four neighbouring texels a pixel at scattered places.
// Fix: `const float *__restrict__` and __ldg (the read-only path).
__global__ void warpAffinePlain(const float *src, float *dst, int w, int h, float a, float b,
                                float c, float d) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  const float cxp = 0.5f * w, cyp = 0.5f * h;
  const float u = a * (x - cxp) + b * (y - cyp) + cxp;
  const float v = c * (x - cxp) + d * (y - cyp) + cyp;
  int x0 = (int)floorf(u), y0 = (int)floorf(v);
  const float fx = u - x0, fy = v - y0;
  x0 = min(max(x0, 0), w - 2);
  y0 = min(max(y0, 0), h - 2);
  const float p00 = src[y0 * w + x0], p01 = src[y0 * w + x0 + 1];
  const float p10 = src[(y0 + 1) * w + x0], p11 = src[(y0 + 1) * w + x0 + 1];
  dst[y * w + x] = (1.0f - fy) * ((1.0f - fx) * p00 + fx * p01) + fy * ((1.0f - fx) * p10 + fx * p11);
}

__global__ void warpAffineLdg(const float *__restrict__ src, float *__restrict__ dst, int w, int h,
                              float a, float b, float c, float d) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  const float cxp = 0.5f * w, cyp = 0.5f * h;
  const float u = a * (x - cxp) + b * (y - cyp) + cxp;
  const float v = c * (x - cxp) + d * (y - cyp) + cyp;
  int x0 = (int)floorf(u), y0 = (int)floorf(v);
  const float fx = u - x0, fy = v - y0;
  x0 = min(max(x0, 0), w - 2);
  y0 = min(max(y0, 0), h - 2);
  const float p00 = __ldg(&src[y0 * w + x0]), p01 = __ldg(&src[y0 * w + x0 + 1]);
  const float p10 = __ldg(&src[(y0 + 1) * w + x0]), p11 = __ldg(&src[(y0 + 1) * w + x0 + 1]);
  dst[y * w + x] = (1.0f - fy) * ((1.0f - fx) * p00 + fx * p01) + fy * ((1.0f - fx) * p10 + fx * p11);
}

// (b) a 3 x 3 convolution with its weights and image through plain const pointers (the
// output could alias them as far as nvcc knows). Fix: __restrict__ on all three.
__global__ void conv3x3Plain(const float *img, const float *wts, float *res, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;
  float acc = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      acc += wts[(dy + 1) * 3 + dx + 1] * img[(y + dy) * w + x + dx];
  res[y * w + x] = acc;
}

__global__ void conv3x3Restrict(const float *__restrict__ img, const float *__restrict__ wts,
                                float *__restrict__ res, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;
  float acc = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      acc += wts[(dy + 1) * 3 + dx + 1] * img[(y + dy) * w + x + dx];
  res[y * w + x] = acc;
}

// (c) interleaved complex numbers as a float array: a lane reads and writes re at 2i and im
// at 2i + 1 (in place, rotation by a phase). Fix: float2.
__global__ void cplxRotateScalar(float *z, float cs, float sn, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const float re = z[2 * i];
    const float im = z[2 * i + 1];
    z[2 * i] = re * cs - im * sn;
    z[2 * i + 1] = re * sn + im * cs;
  }
}

__global__ void cplxRotateF2(float2 *z, float cs, float sn, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const float2 v = z[i];
    z[i] = make_float2(v.x * cs - v.y * sn, v.x * sn + v.y * cs);
  }
}

// (d) four floats a thread through local row pointers (`const float *p = in + 4 * i`,
// p[0] .. p[3]; the same for the output). Fix: float4.
__global__ void quadPtrScalar(const float *__restrict__ in, float *__restrict__ out, float g,
                              int nq) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nq) return;
  const float *p = in + 4 * i;
  float *q = out + 4 * i;
  const float a = p[0], b = p[1], c = p[2], d = p[3];
  const float m = 0.25f * (a + b + c + d);
  q[0] = g * (a - m);
  q[1] = g * (b - m);
  q[2] = g * (c - m);
  q[3] = g * (d - m);
}

__global__ void quadPtrFloat4(const float4 *__restrict__ in, float4 *__restrict__ out, float g,
                              int nq) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nq) return;
  const float4 v = in[i];
  const float m = 0.25f * (v.x + v.y + v.z + v.w);
  out[i] = make_float4(g * (v.x - m), g * (v.y - m), g * (v.z - m), g * (v.w - m));
}

// (e) a template over the pair width: per-thread dot products of V neighbouring doubles of
// two arrays, accumulated over a grid-stride loop. Fix: double2 loads.
template <int V>
__global__ void dpairDot(const double *__restrict__ a, const double *__restrict__ b,
                         double *__restrict__ part, int npairs) {
  double acc = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < npairs; i += blockDim.x * gridDim.x) {
#pragma unroll
    for (int k = 0; k < V; ++k) acc += a[V * i + k] * b[V * i + k];
  }
  part[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void dpairDot2(const double2 *__restrict__ a, const double2 *__restrict__ b,
                          double *__restrict__ part, int npairs) {
  double acc = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < npairs; i += blockDim.x * gridDim.x) {
    const double2 x = a[i], y = b[i];
    acc += x.x * y.x + x.y * y.y;
  }
  part[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
