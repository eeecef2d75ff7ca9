// p148: column-major -> row-major relayout of a bf16 matrix (a transpose of the storage order),
// written the way a tensor library writes it: a tile-shape traits struct, layout policies
// with static index helpers, a template over the element type.
//
// colToRowNaive : each thread copies kPasses elements; lanes (threadIdx.x) walk the output's
//                 columns, so the row-major store is contiguous, but the column-major read
//                 puts neighbouring lanes `rows` elements apart (one 2-byte element per
//                 32-byte sector).
// colToRowTiled : THE FIX - the tile is staged through shared memory: read down the source's
//                 columns (contiguous in column-major), written along the output's rows.
//                 Rows padded by two bf16 (one 4-byte word). Same launch, same bytes.
// Launch: grid (cols / 32, rows / 32), block (32, 8).
#include <cooperative_groups.h>
#include <cuda_bf16.h>
#include <cstdint>

namespace cg = cooperative_groups;

namespace relayout {

template <int kTileDim, int kRowsPerPass>
struct TileShape {
  static_assert(kTileDim % kRowsPerPass == 0, "passes must split the tile evenly");
  static constexpr int kTile = kTileDim;
  static constexpr int kRows = kRowsPerPass;
  static constexpr int kPasses = kTileDim / kRowsPerPass;
  static constexpr int kThreads = kTileDim * kRowsPerPass;
};

struct ColMajor {
  static __device__ __forceinline__ std::int64_t at(int r, int c, int ld) {
    return static_cast<std::int64_t>(c) * ld + r;
  }
};

struct RowMajor {
  static __device__ __forceinline__ std::int64_t at(int r, int c, int ld) {
    return static_cast<std::int64_t>(r) * ld + c;
  }
};

template <typename T, typename Shape>
__global__ void __launch_bounds__(Shape::kThreads)
colToRowNaive(const T *__restrict__ src, T *__restrict__ dst, int rows, int cols) {
  const int c = blockIdx.x * Shape::kTile + threadIdx.x;
  const int r0 = blockIdx.y * Shape::kTile + threadIdx.y;
#pragma unroll
  for (int p = 0; p < Shape::kPasses; ++p) {
    const int r = r0 + p * Shape::kRows;
    dst[RowMajor::at(r, c, cols)] = src[ColMajor::at(r, c, rows)];
  }
}

template <typename T, typename Shape>
__global__ void __launch_bounds__(Shape::kThreads)
colToRowTiled(const T *__restrict__ src, T *__restrict__ dst, int rows, int cols) {
  static_assert(sizeof(T) == 2, "padding below assumes 16-bit elements");
  __shared__ T tile[Shape::kTile][Shape::kTile + 2];
  const cg::thread_block block = cg::this_thread_block();

  // read: lanes walk down a source column (contiguous in column-major storage)
  const int rIn = blockIdx.y * Shape::kTile + threadIdx.x;
  const int cIn0 = blockIdx.x * Shape::kTile + threadIdx.y;
#pragma unroll
  for (int p = 0; p < Shape::kPasses; ++p) {
    const int cl = threadIdx.y + p * Shape::kRows;
    tile[cl][threadIdx.x] = src[ColMajor::at(rIn, cIn0 + p * Shape::kRows, rows)];
  }
  block.sync();

  // write: lanes walk along an output row
  const int cOut = blockIdx.x * Shape::kTile + threadIdx.x;
  const int rOut0 = blockIdx.y * Shape::kTile + threadIdx.y;
#pragma unroll
  for (int p = 0; p < Shape::kPasses; ++p) {
    const int rl = threadIdx.y + p * Shape::kRows;
    dst[RowMajor::at(rOut0 + p * Shape::kRows, cOut, cols)] = tile[threadIdx.x][rl];
  }
}

using Shape32x8 = TileShape<32, 8>;
template __global__ void colToRowNaive<__nv_bfloat16, Shape32x8>(const __nv_bfloat16 *__restrict__,
                                                                  __nv_bfloat16 *__restrict__, int, int);
template __global__ void colToRowTiled<__nv_bfloat16, Shape32x8>(const __nv_bfloat16 *__restrict__,
                                                                  __nv_bfloat16 *__restrict__, int, int);

} // namespace relayout
