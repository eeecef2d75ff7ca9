// p149: weighted row sums y = A w of a row-major matrix (rows x cols floats), 32 rows a block,
// staged through shared memory held in a CUB-style TempStorage struct.
//
// rowDotStorage       : the tile lives in `Policy::TempStorage::tile[32][32]`; it is filled
//                       along its rows (conflict-free), then thread (tx, ty) reads row tx of it,
//                       `smem.tile[threadIdx.x][k]`: lanes 32 words apart, a 32-way bank conflict
//                       on every read.
// rowDotStoragePadded : THE FIX - the same struct with the tile's rows padded by one word,
//                       `tile[32][33]`; nothing else changes.
// Launch: grid (rows / 32), block (32, 8). cols a multiple of 32.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

namespace tiles {

template <typename T, int kTileDim, int kRowsPerPass, int kPad>
struct RowDotPolicy {
  static constexpr int kTile = kTileDim;
  static constexpr int kRows = kRowsPerPass;
  static constexpr int kSlice = kTileDim / kRowsPerPass; // columns a thread sums per tile
  static constexpr int kThreads = kTileDim * kRowsPerPass;
  struct TempStorage {
    T tile[kTileDim][kTileDim + kPad];
    T partial[kRowsPerPass][kTileDim];
  };
};

template <typename T>
__device__ __forceinline__ T fma_acc(T a, T b, T c) { return a * b + c; }

template <typename T, typename Policy>
__global__ void __launch_bounds__(Policy::kThreads)
rowDotKernel(const T *__restrict__ A, const T *__restrict__ w, T *__restrict__ y, int rows, int cols) {
  __shared__ typename Policy::TempStorage smem;
  const cg::thread_block block = cg::this_thread_block();
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row0 = blockIdx.x * Policy::kTile;

  T acc = T(0);
  for (int c0 = 0; c0 < cols; c0 += Policy::kTile) {
#pragma unroll
    for (int r = ty; r < Policy::kTile; r += Policy::kRows)
      smem.tile[r][tx] = A[static_cast<long long>(row0 + r) * cols + c0 + tx];
    block.sync();
#pragma unroll
    for (int j = 0; j < Policy::kSlice; ++j) {
      const int k = ty * Policy::kSlice + j;
      acc = fma_acc(smem.tile[tx][k], w[c0 + k], acc);
    }
    block.sync();
  }
  smem.partial[ty][tx] = acc;
  block.sync();
  if (ty == 0) {
    T sum = T(0);
#pragma unroll
    for (int j = 0; j < Policy::kRows; ++j)
      sum += smem.partial[j][tx];
    y[row0 + tx] = sum;
  }
}

using RowDotConflicted = RowDotPolicy<float, 32, 8, 0>;
using RowDotPadded = RowDotPolicy<float, 32, 8, 1>;
template __global__ void rowDotKernel<float, RowDotConflicted>(const float *__restrict__, const float *__restrict__,
                                                               float *__restrict__, int, int);
template __global__ void rowDotKernel<float, RowDotPadded>(const float *__restrict__, const float *__restrict__,
                                                           float *__restrict__, int, int);

} // namespace tiles
