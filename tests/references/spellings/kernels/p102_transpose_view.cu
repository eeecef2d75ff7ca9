// p102 -- Kokkos-style 2D views and a transpose written against them.
// SLOW (transposeViewNaive): every thread copies src(i, j) -> dst(j, i) through the View2D
//   accessor (operator()). The reads walk consecutive j across a warp, but the writes dst(j, i)
//   stride by dst.extent1 (= rows) from lane to lane: uncoalesced stores, 32 sectors a request.
// FIX  (transposeViewTiled): stage a 32 x 33 tile in shared memory so both the global read and
//   the global write touch consecutive elements across the lanes of a warp (coalesced).
#include <cstdint>

struct ConstView2D {
  const float* data;
  int64_t extent0;  // rows
  int64_t extent1;  // cols (LayoutRight: row-major)
  __device__ __forceinline__ const float& operator()(int64_t i, int64_t j) const {
    return data[i * extent1 + j];
  }
};

struct View2D {
  float* data;
  int64_t extent0;
  int64_t extent1;
  __device__ __forceinline__ float& operator()(int64_t i, int64_t j) const {
    return data[i * extent1 + j];
  }
};

constexpr int TILE_DIM = 32;
constexpr int BLOCK_ROWS = 8;

__global__ void transposeViewNaive(ConstView2D src, View2D dst) {
  const int64_t j = static_cast<int64_t>(blockIdx.x) * TILE_DIM + threadIdx.x;
  const int64_t i0 = static_cast<int64_t>(blockIdx.y) * TILE_DIM + threadIdx.y;
  for (int k = 0; k < TILE_DIM; k += BLOCK_ROWS) {
    const int64_t i = i0 + k;
    if (i < src.extent0 && j < src.extent1) dst(j, i) = src(i, j);
  }
}

__global__ void transposeViewTiled(ConstView2D src, View2D dst) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int64_t x = static_cast<int64_t>(blockIdx.x) * TILE_DIM + threadIdx.x;
  int64_t y = static_cast<int64_t>(blockIdx.y) * TILE_DIM + threadIdx.y;
  for (int k = 0; k < TILE_DIM; k += BLOCK_ROWS)
    if (y + k < src.extent0 && x < src.extent1) tile[threadIdx.y + k][threadIdx.x] = src(y + k, x);
  __syncthreads();
  x = static_cast<int64_t>(blockIdx.y) * TILE_DIM + threadIdx.x;
  y = static_cast<int64_t>(blockIdx.x) * TILE_DIM + threadIdx.y;
  for (int k = 0; k < TILE_DIM; k += BLOCK_ROWS)
    if (y + k < dst.extent0 && x < dst.extent1) dst(y + k, x) = tile[threadIdx.x][threadIdx.y + k];
}
