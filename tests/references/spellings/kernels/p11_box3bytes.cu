// Pair 8a (expected what-if: wider). A 3x3 box filter over an RGBA8 image (w x h pixels of
// four bytes). box3Bytes reads each neighbour's four channels as four separate byte loads
// (36 narrow loads a pixel, mostly L1 hits); box3Uchar4, the fix, reads each neighbour as one
// uchar4 and writes one uchar4.
#include <cuda_runtime.h>

typedef unsigned char u8;

__global__ void box3Bytes(const u8 *__restrict__ img, u8 *__restrict__ res, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  unsigned sr = 0, sg = 0, sb = 0, sa = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int p = ((y + dy) * w + (x + dx)) * 4;
      sr += img[p];
      sg += img[p + 1];
      sb += img[p + 2];
      sa += img[p + 3];
    }
  const int o = (y * w + x) * 4;
  res[o] = (u8)(sr / 9);
  res[o + 1] = (u8)(sg / 9);
  res[o + 2] = (u8)(sb / 9);
  res[o + 3] = (u8)(sa / 9);
}

__global__ void box3Uchar4(const uchar4 *__restrict__ img, uchar4 *__restrict__ res, int w,
                           int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  unsigned sr = 0, sg = 0, sb = 0, sa = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const uchar4 q = img[(y + dy) * w + (x + dx)];
      sr += q.x;
      sg += q.y;
      sb += q.z;
      sa += q.w;
    }
  res[y * w + x] = make_uchar4((u8)(sr / 9), (u8)(sg / 9), (u8)(sb / 9), (u8)(sa / 9));
}
