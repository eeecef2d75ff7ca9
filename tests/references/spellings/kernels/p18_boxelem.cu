// Pair 8c (expected what-if: wider). box3FloatsShift written as a template over its element
// type, instantiated for float, as libraries write image filters for several pixel types: one
// text serves every instantiation, so the what-if's vector type is picked by the element's.
// The fix is box3Float4 (p12_box3floats.cu), each neighbour one float4.
#include <cuda_runtime.h>

template <class T>
__global__ void box3Elem(const T *__restrict__ img, T *__restrict__ res, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  T r = 0, g = 0, b = 0, a = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int at = 4 * ((y + dy) * w + (x + dx));
      r += img[at];
      g += img[at + 1];
      b += img[at + 2];
      a += img[at + 3];
    }
  const T k = T(1) / T(9);
  const int o = 4 * (y * w + x);
  res[o] = r * k;
  res[o + 1] = g * k;
  res[o + 2] = b * k;
  res[o + 3] = a * k;
}

template __global__ void box3Elem<float>(const float *, float *, int, int);
