// Pair 2 (expected what-if: coalesced). y = M v with M row-major, nrows x ncols floats.
// gemvRowThread gives each thread a whole row: at step k the lanes of a warp read 32 different
// rows. gemvWarpRow, the fix, gives each row to a warp whose lanes read consecutive columns and
// sum with shuffles. gemvRowThreadPtr is a probe: the slow kernel spelled with a row pointer.
#include <cuda_runtime.h>

__global__ void gemvRowThread(const float *__restrict__ M, const float *__restrict__ v,
                              float *__restrict__ y, int nrows, int ncols) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= nrows)
    return;
  float acc = 0.0f;
  for (int k = 0; k < ncols; ++k)
    acc += M[row * ncols + k] * v[k];
  y[row] = acc;
}

__global__ void gemvRowThreadPtr(const float *__restrict__ M, const float *__restrict__ v,
                                 float *__restrict__ y, int nrows, int ncols) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= nrows)
    return;
  const float *a = M + (size_t)row * ncols;
  float acc = 0.0f;
  for (int k = 0; k < ncols; ++k)
    acc += a[k] * v[k];
  y[row] = acc;
}

__global__ void gemvWarpRow(const float *__restrict__ M, const float *__restrict__ v,
                            float *__restrict__ y, int nrows, int ncols) {
  const int warpId = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (warpId >= nrows)
    return;
  float acc = 0.0f;
  for (int k = lane; k < ncols; k += 32)
    acc += M[warpId * ncols + k] * v[k];
  for (int off = 16; off > 0; off >>= 1)
    acc += __shfl_down_sync(0xffffffffu, acc, off);
  if (lane == 0)
    y[warpId] = acc;
}
