// p66: batched Sinkhorn-Knopp normalisation (optimal transport / Sinkformer attention).
// Each warp owns one 32x32 kernel matrix, staged in its OWN slice of shared memory, and
// alternately normalises rows (lane = row) and columns (lane = column) for `iters` rounds.
//
// Slow  (sinkhornTilesBlockSync): the phase barrier helper is handed the whole thread
//        block, so every phase ends in a block-wide barrier (bar.sync over 8 warps) although
//        no warp ever reads another warp's slice.
// Fix   (sinkhornTilesWarpSync): the same helper is handed the warp tile instead
//        (thread_block_tile<32>::sync == __syncwarp), which is all the row<->column
//        exchange inside one slice needs.  Same launch, same arithmetic in the same order:
//        bit-identical results.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

namespace ot {

constexpr int kN  = 32;       // matrix side == warp size
constexpr int kLd = kN + 1;   // padded leading dimension: row and column walks conflict-free

// Barrier between the row and the column phase; the group decides how wide it is.
template <class Group>
__device__ __forceinline__ void phaseBarrier(const Group& g) { g.sync(); }

template <class BarrierGroup>
__device__ __forceinline__ void sinkhornTile(const float* __restrict__ kmat, float* __restrict__ pmat,
                                             float* tile, int lane, int iters,
                                             const BarrierGroup& bar) {
#pragma unroll 8
  for (int r = 0; r < kN; ++r) tile[r * kLd + lane] = kmat[r * kN + lane];
  phaseBarrier(bar);

  for (int it = 0; it < iters; ++it) {
    // rows: lane == row index
    float s = 0.0f;
#pragma unroll
    for (int c = 0; c < kN; ++c) s += tile[lane * kLd + c];
    float inv = 1.0f / s;
#pragma unroll
    for (int c = 0; c < kN; ++c) tile[lane * kLd + c] *= inv;
    phaseBarrier(bar);

    // columns: lane == column index
    s = 0.0f;
#pragma unroll
    for (int r = 0; r < kN; ++r) s += tile[r * kLd + lane];
    inv = 1.0f / s;
#pragma unroll
    for (int r = 0; r < kN; ++r) tile[r * kLd + lane] *= inv;
    phaseBarrier(bar);
  }

#pragma unroll 8
  for (int r = 0; r < kN; ++r) pmat[r * kN + lane] = tile[r * kLd + lane];
}

}  // namespace ot

// SLOW: block-wide barrier for warp-private data.
__global__ void __launch_bounds__(256)
sinkhornTilesBlockSync(const float* __restrict__ K, float* __restrict__ P, int numMats, int iters) {
  extern __shared__ float smem[];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const int wid = warp.meta_group_rank();
  // clamp instead of returning early (the block barrier needs every warp); exact grid in config
  const int mat = min(static_cast<int>(blockIdx.x * warp.meta_group_size()) + wid, numMats - 1);
  float* tile = smem + wid * ot::kN * ot::kLd;
  const size_t off = static_cast<size_t>(mat) * ot::kN * ot::kN;
  ot::sinkhornTile(K + off, P + off, tile, warp.thread_rank(), iters, block);
}

// FIX: the warp tile is the barrier group.
__global__ void __launch_bounds__(256)
sinkhornTilesWarpSync(const float* __restrict__ K, float* __restrict__ P, int numMats, int iters) {
  extern __shared__ float smem[];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const int wid = warp.meta_group_rank();
  const int mat = min(static_cast<int>(blockIdx.x * warp.meta_group_size()) + wid, numMats - 1);
  float* tile = smem + wid * ot::kN * ot::kLd;
  const size_t off = static_cast<size_t>(mat) * ot::kN * ot::kN;
  ot::sinkhornTile(K + off, P + off, tile, warp.thread_rank(), iters, warp);
}
