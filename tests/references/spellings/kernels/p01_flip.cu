// Pair 1 (expected what-if: coalesced). Out-of-place transpose of a rows x cols matrix of
// doubles. flipNaive reads rows and writes columns through an index helper; flipTiled, the fix,
// stages a padded tile in shared memory so that both sides are coalesced.
// flipNaivePtr is a probe: the same naive kernel spelled with pointer arithmetic.
#include <cuda_runtime.h>

#define TILE_DIM 32
#define BLOCK_ROWS 8

__device__ __forceinline__ unsigned lin(unsigned r, unsigned c, unsigned ld) { return r * ld + c; }

__global__ void flipNaive(double *dst, const double *src, unsigned rows, unsigned cols) {
  const unsigned c = blockIdx.x * TILE_DIM + threadIdx.x;
  const unsigned r0 = blockIdx.y * TILE_DIM + threadIdx.y;
#pragma unroll
  for (unsigned k = 0; k < TILE_DIM; k += BLOCK_ROWS) {
    const unsigned r = r0 + k;
    dst[lin(c, r, rows)] = src[lin(r, c, cols)];
  }
}

__global__ void flipTiled(double *dst, const double *src, unsigned rows, unsigned cols) {
  __shared__ double stage[TILE_DIM][TILE_DIM + 1];
  const unsigned bx = blockIdx.x * TILE_DIM, by = blockIdx.y * TILE_DIM;
#pragma unroll
  for (unsigned k = 0; k < TILE_DIM; k += BLOCK_ROWS)
    stage[threadIdx.y + k][threadIdx.x] = src[lin(by + threadIdx.y + k, bx + threadIdx.x, cols)];
  __syncthreads();
#pragma unroll
  for (unsigned k = 0; k < TILE_DIM; k += BLOCK_ROWS)
    dst[lin(bx + threadIdx.y + k, by + threadIdx.x, rows)] = stage[threadIdx.x][threadIdx.y + k];
}

__global__ void flipNaivePtr(double *dst, const double *src, unsigned rows, unsigned cols) {
  const unsigned c = blockIdx.x * TILE_DIM + threadIdx.x;
  const unsigned r0 = blockIdx.y * TILE_DIM + threadIdx.y;
  for (unsigned k = 0; k < TILE_DIM; k += BLOCK_ROWS)
    *(dst + (size_t)c * rows + r0 + k) = *(src + (size_t)(r0 + k) * cols + c);
}
