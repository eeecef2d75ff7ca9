// Held-out-style transposes (2026-12): naive (one side strided) vs a shared tile.
#include <cuda_runtime.h>

// (a) rectangular rows x cols, 16 x 16 blocks, one element a thread; reads coalesced,
// writes strided by rows. Fix: a 16 x 17 tile.
#define BLK 16
__global__ void transposeRect16Naive(float *dst, const float *src, int rows, int cols) {
  int col = blockIdx.x * BLK + threadIdx.x;
  int row = blockIdx.y * BLK + threadIdx.y;
  if (row < rows && col < cols) dst[col * rows + row] = src[row * cols + col];
}

__global__ void transposeRect16Tiled(float *dst, const float *src, int rows, int cols) {
  __shared__ float blk[BLK][BLK + 1];
  int col = blockIdx.x * BLK + threadIdx.x;
  int row = blockIdx.y * BLK + threadIdx.y;
  if (row < rows && col < cols) blk[threadIdx.y][threadIdx.x] = src[row * cols + col];
  __syncthreads();
  col = blockIdx.y * BLK + threadIdx.x;  // a row of src, now dst's column
  row = blockIdx.x * BLK + threadIdx.y;
  if (row < cols && col < rows) dst[row * rows + col] = blk[threadIdx.x][threadIdx.y];
}

// (b) float2 elements (complex), TILE_DIM x BLOCK_ROWS threads, each block a 32 x 32 tile.
#define TILE_DIM 32
#define BLOCK_ROWS 8
__global__ void transposeC2Naive(float2 *odata, const float2 *idata, int width, int height) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[x * height + (y + j)] = idata[(y + j) * width + x];
}

__global__ void transposeC2Tiled(float2 *odata, const float2 *idata, int width, int height) {
  __shared__ float2 tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

// (c) a 1D launch over the elements, row and column from the linear index: reads
// coalesced, writes strided. Fix: a 2D tiled launch of the same matrix.
__global__ void transposeLinearIdx(const float *__restrict__ a, float *__restrict__ at, int rows,
                                   int cols) {
  const long long idx = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= (long long)rows * cols) return;
  const int r = (int)(idx / cols);
  const int c = (int)(idx % cols);
  at[(long long)c * rows + r] = a[idx];
}

__global__ void transposeLinearTiled(const float *__restrict__ a, float *__restrict__ at, int rows,
                                     int cols) {
  __shared__ float t[32][33];
  const int c0 = blockIdx.x * 32, r0 = blockIdx.y * 32;
  for (int k = threadIdx.y; k < 32; k += blockDim.y)
    t[k][threadIdx.x] = a[(long long)(r0 + k) * cols + c0 + threadIdx.x];
  __syncthreads();
  for (int k = threadIdx.y; k < 32; k += blockDim.y)
    at[(long long)(c0 + k) * rows + r0 + threadIdx.x] = t[threadIdx.x][k];
}

// (d) a batch of int matrices, blockIdx.z the matrix: the gather form (reads strided by
// rows, writes coalesced), index arithmetic on size_t. Fix: a padded tile.
__global__ void transposeBatchGather(int *__restrict__ out, const int *__restrict__ in, int rows,
                                     int cols) {
  const size_t plane = (size_t)rows * cols;
  const size_t b = blockIdx.z;
  const int c = blockIdx.x * 32 + threadIdx.x;  // column of out = row of in
  const int r0 = blockIdx.y * 32 + threadIdx.y;  // row of out = column of in
  for (int j = 0; j < 32; j += 8) {
    const int r = r0 + j;
    out[b * plane + (size_t)r * rows + c] = in[b * plane + (size_t)c * cols + r];
  }
}

__global__ void transposeBatchGatherTiled(int *__restrict__ out, const int *__restrict__ in,
                                          int rows, int cols) {
  __shared__ int tl[32][33];
  const size_t plane = (size_t)rows * cols;
  const size_t b = blockIdx.z;
  const int ix = blockIdx.y * 32 + threadIdx.x;  // column of in
  const int iy = blockIdx.x * 32 + threadIdx.y;  // row of in
  for (int j = 0; j < 32; j += 8)
    tl[threadIdx.y + j][threadIdx.x] = in[b * plane + (size_t)(iy + j) * cols + ix];
  __syncthreads();
  const int c = blockIdx.x * 32 + threadIdx.x;
  const int r0 = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    out[b * plane + (size_t)(r0 + j) * rows + c] = tl[threadIdx.x][threadIdx.y + j];
}
