// p105 -- block-wide inclusive scan (one 512-int tile a block), cooperative-groups spelling.
// SLOW (blockScanHillisSteeleCG): double-buffered Hillis-Steele scan in shared memory; every one
//   of the log2(512) = 9 steps ends in block.sync() (plus cg::sync(block) after the load), so
//   16 warps meet at a block barrier 10 times for a handful of adds.
// FIX  (blockScanWarpShuffleCG): scan each warp in registers with cg::inclusive_scan on a
//   tiled_partition<32> (shuffles, no barrier), write the 16 warp totals to shared memory, and
//   use just two block barriers for the cross-warp step.
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

constexpr int SCAN_BLOCK = 512;

__global__ void blockScanHillisSteeleCG(const int* __restrict__ in, int* __restrict__ out, int n) {
  __shared__ int buf[2][SCAN_BLOCK];
  cg::thread_block block = cg::this_thread_block();
  const unsigned t = block.thread_rank();
  const int gid = block.group_index().x * SCAN_BLOCK + t;

  int pout = 0, pin = 1;
  buf[pout][t] = gid < n ? in[gid] : 0;
  cg::sync(block);

  for (unsigned offset = 1; offset < SCAN_BLOCK; offset <<= 1) {
    pout = 1 - pout;
    pin = 1 - pout;
    int v = buf[pin][t];
    if (t >= offset) v += buf[pin][t - offset];
    buf[pout][t] = v;
    block.sync();
  }
  if (gid < n) out[gid] = buf[pout][t];
}

__global__ void blockScanWarpShuffleCG(const int* __restrict__ in, int* __restrict__ out, int n) {
  __shared__ int warp_totals[SCAN_BLOCK / 32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned t = block.thread_rank();
  const int gid = block.group_index().x * SCAN_BLOCK + t;

  int v = gid < n ? in[gid] : 0;
  v = cg::inclusive_scan(warp, v);
  if (warp.thread_rank() == 31) warp_totals[warp.meta_group_rank()] = v;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int w = warp.thread_rank() < SCAN_BLOCK / 32 ? warp_totals[warp.thread_rank()] : 0;
    w = cg::exclusive_scan(warp, w);
    if (warp.thread_rank() < SCAN_BLOCK / 32) warp_totals[warp.thread_rank()] = w;
  }
  block.sync();
  v += warp_totals[warp.meta_group_rank()];
  if (gid < n) out[gid] = v;
}
