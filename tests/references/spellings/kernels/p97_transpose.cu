// OpenCV-style tiled transpose with PtrStep row accessors.
#include <cstddef>
#include <type_traits>
#include <cuda_runtime.h>

namespace cvp {
template <typename T>
struct PtrStep {
  T* data;
  size_t step;  // bytes between rows
  __host__ __device__ T* ptr(int y = 0) const {
    return reinterpret_cast<T*>(reinterpret_cast<unsigned char*>(const_cast<typename std::remove_const<T>::type*>(data)) + y * step);
  }
};
}  // namespace cvp

// slow: tile read down a column, 32 lanes of a warp hit one bank
template <typename scalar_t, int TILE, int ROWS>
__global__ void cvTransposeTileConflict(cvp::PtrStep<const scalar_t> src, cvp::PtrStep<scalar_t> dst, int rows, int cols) {
  __shared__ scalar_t tile[TILE][TILE];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE; j += ROWS) {
    if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = src.ptr(y + j)[x];
  }
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE; j += ROWS) {
    if (x < rows && y + j < cols) dst.ptr(y + j)[x] = tile[threadIdx.x][threadIdx.y + j];
  }
}

// fix: one word of padding per row
template <typename scalar_t, int TILE, int ROWS>
__global__ void cvTransposeTilePadded(cvp::PtrStep<const scalar_t> src, cvp::PtrStep<scalar_t> dst, int rows, int cols) {
  __shared__ scalar_t tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE; j += ROWS) {
    if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = src.ptr(y + j)[x];
  }
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE; j += ROWS) {
    if (x < rows && y + j < cols) dst.ptr(y + j)[x] = tile[threadIdx.x][threadIdx.y + j];
  }
}

template __global__ void cvTransposeTileConflict<float, 32, 8>(cvp::PtrStep<const float>, cvp::PtrStep<float>, int, int);
template __global__ void cvTransposeTilePadded<float, 32, 8>(cvp::PtrStep<const float>, cvp::PtrStep<float>, int, int);
