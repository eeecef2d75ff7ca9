// p166: a blind probe's kernels (2026-12-05, second session).
// PyTorch-style flat transpose: int64_t sizes, __restrict__, a grid-stride loop over
// size_t linear indices of the source. Slow: every store lands a column apart.
// Fix: a 32 x 32 tile staged in shared memory, 32 x 8 threads a tile.
#include <cstdint>
#include <cuda_runtime.h>

template <typename scalar_t>
__global__ void transpose2d_flat_kernel(const scalar_t *__restrict__ src,
                                        scalar_t *__restrict__ dst,
                                        int64_t rows, int64_t cols) {
  const int64_t numel = rows * cols;
  for (size_t linear = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
       linear < static_cast<size_t>(numel);
       linear += static_cast<size_t>(blockDim.x) * gridDim.x) {
    const int64_t r = static_cast<int64_t>(linear) / cols;
    const int64_t c = static_cast<int64_t>(linear) % cols;
    dst[c * rows + r] = src[linear];
  }
}

constexpr int kTile = 32;
constexpr int kRows = 8;

template <typename scalar_t>
__global__ void transpose2d_tiled_kernel(const scalar_t *__restrict__ src,
                                         scalar_t *__restrict__ dst,
                                         int64_t rows, int64_t cols) {
  __shared__ scalar_t tile[kTile][kTile + 1];
  int64_t c = static_cast<int64_t>(blockIdx.x) * kTile + threadIdx.x;
  int64_t r = static_cast<int64_t>(blockIdx.y) * kTile + threadIdx.y;
#pragma unroll
  for (int j = 0; j < kTile; j += kRows)
    if (c < cols && r + j < rows) tile[threadIdx.y + j][threadIdx.x] = src[(r + j) * cols + c];
  __syncthreads();
  c = static_cast<int64_t>(blockIdx.y) * kTile + threadIdx.x;
  r = static_cast<int64_t>(blockIdx.x) * kTile + threadIdx.y;
#pragma unroll
  for (int j = 0; j < kTile; j += kRows)
    if (c < rows && r + j < cols) dst[(r + j) * rows + c] = tile[threadIdx.x][threadIdx.y + j];
}

template __global__ void transpose2d_flat_kernel<float>(const float *__restrict__, float *__restrict__, int64_t, int64_t);
template __global__ void transpose2d_tiled_kernel<float>(const float *__restrict__, float *__restrict__, int64_t, int64_t);
