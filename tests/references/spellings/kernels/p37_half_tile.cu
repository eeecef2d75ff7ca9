// Held-out-style probe p37 (2026-12-02): category 2, bank-conflicted vs padded shared tile
// (nobankconflict). A half-precision (fp16) transpose through a shared tile of __half, the
// float sample's TILE_DIM 32 / BLOCK_ROWS 8 shape: a tile row is 32 halves, 16 bank words, so
// a warp reading down a column meets two banks (16-way conflicts).
// Fix: the float sample's padding, TILE_DIM + 1 halves a row (33 halves: column reads land
// on 32 distinct banks).
#include <cuda_fp16.h>

#define HT_DIM 32
#define HT_ROWS 8

__global__ void transposeHalfTile(__half *odata, const __half *idata, int width, int height) {
  __shared__ __half tile[HT_DIM][HT_DIM];
  int x = blockIdx.x * HT_DIM + threadIdx.x;
  int y = blockIdx.y * HT_DIM + threadIdx.y;
  for (int j = 0; j < HT_DIM; j += HT_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = idata[(size_t)(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * HT_DIM + threadIdx.x;
  y = blockIdx.x * HT_DIM + threadIdx.y;
  for (int j = 0; j < HT_DIM; j += HT_ROWS)
    odata[(size_t)(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void transposeHalfTilePadded(__half *odata, const __half *idata, int width,
                                        int height) {
  __shared__ __half tile[HT_DIM][HT_DIM + 1];
  int x = blockIdx.x * HT_DIM + threadIdx.x;
  int y = blockIdx.y * HT_DIM + threadIdx.y;
  for (int j = 0; j < HT_DIM; j += HT_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = idata[(size_t)(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * HT_DIM + threadIdx.x;
  y = blockIdx.x * HT_DIM + threadIdx.y;
  for (int j = 0; j < HT_DIM; j += HT_ROWS)
    odata[(size_t)(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
