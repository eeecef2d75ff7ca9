// Pair 3a (expected what-if: nobankconflict). C = A + B^T for n x n floats, tiled: a block of
// BS x ROWS threads stages a BS x BS tile of B in shared memory and reads it down its columns.
// addTransposedTile's tile has rows of BS words (32: every column in one bank);
// addTransposedPadded, the fix, pads each row by one word.
#include <cuda_runtime.h>

template <int BS, int ROWS>
__global__ void addTransposedTile(float *C, const float *A, const float *B, int n) {
  __shared__ float bt[BS][BS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int gx = blockIdx.x * BS + tx;
  const int gy = blockIdx.y * BS + ty;
  for (int j = 0; j < BS; j += ROWS)
    bt[ty + j][tx] = B[(blockIdx.x * BS + ty + j) * n + blockIdx.y * BS + tx];
  __syncthreads();
  for (int j = 0; j < BS; j += ROWS)
    C[(gy + j) * n + gx] = A[(gy + j) * n + gx] + bt[tx][ty + j];
}

template <int BS, int ROWS>
__global__ void addTransposedPadded(float *C, const float *A, const float *B, int n) {
  __shared__ float bt[BS][BS + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int gx = blockIdx.x * BS + tx;
  const int gy = blockIdx.y * BS + ty;
  for (int j = 0; j < BS; j += ROWS)
    bt[ty + j][tx] = B[(blockIdx.x * BS + ty + j) * n + blockIdx.y * BS + tx];
  __syncthreads();
  for (int j = 0; j < BS; j += ROWS)
    C[(gy + j) * n + gx] = A[(gy + j) * n + gx] + bt[tx][ty + j];
}
