// Category 1: naive vs shared-tiled transpose, three spellings of the slow kernel.
#include <cuda_runtime.h>

#define TILE 32
#define ROWS 8

struct Dims { int width; int height; };

// (a) 2D grid, one element per thread, dimensions in a struct passed by value, bounds check.
__global__ void transposeNaiveDims(float *odata, const float *idata, Dims d) {
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < d.width && y < d.height)
    odata[x * d.height + y] = idata[y * d.width + x];
}

__global__ void transposeTiledDims(float *odata, const float *idata, Dims d) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < d.width && y < d.height)
    tile[threadIdx.y][threadIdx.x] = idata[y * d.width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < d.height && y < d.width)
    odata[y * d.height + x] = tile[threadIdx.x][threadIdx.y];
}

// (a') same with scalars (so that a config can launch it).
__global__ void transposeNaive2D(float *odata, const float *idata, int width, int height) {
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < width && y < height)
    odata[x * height + y] = idata[y * width + x];
}

__global__ void transposeTiled2D(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < width && y < height)
    tile[threadIdx.y][threadIdx.x] = idata[y * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < height && y < width)
    odata[y * height + x] = tile[threadIdx.x][threadIdx.y];
}

// (b) read through __ldg on a const __restrict__ pointer, 32 x 8 block, size_t indices.
__global__ void transposeLdgNaive(float *__restrict__ out, const float *__restrict__ in, int n) {
  const size_t x = (size_t)blockIdx.x * TILE + threadIdx.x;
  const size_t y0 = (size_t)blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    out[x * n + (y0 + j)] = __ldg(&in[(y0 + j) * n + x]);
}

__global__ void transposeLdgTiled(float *__restrict__ out, const float *__restrict__ in, int n) {
  __shared__ float tile[TILE][TILE + 1];
  const size_t bx = (size_t)blockIdx.x * TILE, by = (size_t)blockIdx.y * TILE;
  for (int j = 0; j < TILE; j += ROWS)
    tile[threadIdx.y + j][threadIdx.x] = __ldg(&in[(by + threadIdx.y + j) * n + bx + threadIdx.x]);
  __syncthreads();
  for (int j = 0; j < TILE; j += ROWS)
    out[(bx + threadIdx.y + j) * n + by + threadIdx.x] = tile[threadIdx.x][threadIdx.y + j];
}

// (c) batched transpose: blockIdx.z picks the matrix, base pointers offset per batch.
__global__ void transposeBatchedNaive(double *out, const double *in, int rows, int cols) {
  const double *src = in + (size_t)blockIdx.z * rows * cols;
  double *dst = out + (size_t)blockIdx.z * rows * cols;
  int c = blockIdx.x * TILE + threadIdx.x;
  int r = blockIdx.y * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    if (c < cols && r + k < rows)
      dst[c * rows + r + k] = src[(r + k) * cols + c];
}

__global__ void transposeBatchedTiled(double *out, const double *in, int rows, int cols) {
  __shared__ double tile[TILE][TILE + 1];
  const double *src = in + (size_t)blockIdx.z * rows * cols;
  double *dst = out + (size_t)blockIdx.z * rows * cols;
  int c = blockIdx.x * TILE + threadIdx.x;
  int r = blockIdx.y * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    if (c < cols && r + k < rows)
      tile[threadIdx.y + k][threadIdx.x] = src[(r + k) * cols + c];
  __syncthreads();
  c = blockIdx.y * TILE + threadIdx.x;
  r = blockIdx.x * TILE + threadIdx.y;
  for (int k = 0; k < TILE; k += ROWS)
    if (c < rows && r + k < cols)
      dst[(r + k) * rows + c] = tile[threadIdx.x][threadIdx.y + k];
}
