// Pair 5 (expected what-if: nobarrier). Each warp runs a Hillis-Steele inclusive scan of its own
// 32 values through a shared row of its own, for a number of rounds. segScanBlockSync waits for
// the whole block (cooperative groups' block sync) at every step though the data are one warp's;
// segScanTileSync, the fix, syncs the warp's tile only. segScanSyncthreads is a probe: the slow
// kernel with __syncthreads() and a 1D shared array indexed warp*32+lane.
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define WARPS_PER_BLOCK 8

__global__ void segScanBlockSync(float *vals, int rounds) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ float seg[WARPS_PER_BLOCK][32];
  const unsigned lane = threadIdx.x % 32, w = threadIdx.x / 32;
  const size_t g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  float mine = vals[g];
  for (int r = 0; r < rounds; ++r) {
    for (unsigned d = 1; d < 32; d <<= 1) {
      seg[w][lane] = mine;
      cta.sync();
      if (lane >= d)
        mine += seg[w][lane - d];
      cta.sync();
    }
    mine *= 0.03125f;
  }
  vals[g] = mine;
}

__global__ void segScanTileSync(float *vals, int rounds) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
  __shared__ float seg[WARPS_PER_BLOCK][32];
  const unsigned lane = threadIdx.x % 32, w = threadIdx.x / 32;
  const size_t g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  float mine = vals[g];
  for (int r = 0; r < rounds; ++r) {
    for (unsigned d = 1; d < 32; d <<= 1) {
      seg[w][lane] = mine;
      tile.sync();
      if (lane >= d)
        mine += seg[w][lane - d];
      tile.sync();
    }
    mine *= 0.03125f;
  }
  vals[g] = mine;
}

__global__ void segScanSyncthreads(float *vals, int rounds) {
  __shared__ float seg[WARPS_PER_BLOCK * 32];
  const unsigned lane = threadIdx.x & 31u, w = threadIdx.x >> 5;
  const size_t g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  float mine = vals[g];
  for (int r = 0; r < rounds; ++r) {
    for (unsigned d = 1; d < 32; d <<= 1) {
      seg[(w << 5) + lane] = mine;
      __syncthreads();
      if (lane >= d)
        mine += seg[(w << 5) + lane - d];
      __syncthreads();
    }
    mine *= 0.03125f;
  }
  vals[g] = mine;
}

// Probe: the slow kernel with its exchange (and barriers) in a __device__ helper.
__device__ __forceinline__ float scanStep(float (*seg)[32], unsigned w, unsigned lane, unsigned d,
                                          float mine) {
  seg[w][lane] = mine;
  __syncthreads();
  if (lane >= d)
    mine += seg[w][lane - d];
  __syncthreads();
  return mine;
}

__global__ void segScanHelperSync(float *vals, int rounds) {
  __shared__ float seg[WARPS_PER_BLOCK][32];
  const unsigned lane = threadIdx.x % 32, w = threadIdx.x / 32;
  const size_t g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  float mine = vals[g];
  for (int r = 0; r < rounds; ++r) {
    for (unsigned d = 1; d < 32; d <<= 1)
      mine = scanStep(seg, w, lane, d, mine);
    mine *= 0.03125f;
  }
  vals[g] = mine;
}
