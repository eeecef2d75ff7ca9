// A surface write is a store of its first argument at the address the others give (x in
// bytes, y in rows): math-only computes the value and writes only under the never-true guard,
// store-only writes a value nothing computes, mem-only folds the arithmetic into the value.
// The surface read that feeds it is a global read, as a texture fetch is.
#include <cuda.h>

__global__ void blend(const float *weights, cudaSurfaceObject_t image, int width, int height,
                      float gain) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  float before = surf2Dread<float>(image, x * sizeof(float), y);
  float mixed = before * (1.0f - weights[x]) + gain * weights[x];
  surf2Dwrite(mixed * mixed, image, x * sizeof(float), y);
  surf2Dwrite<float>(mixed, image, (width - 1 - x) * sizeof(float), y, cudaBoundaryModeClamp);
}
