// Category 4: barrier-heavy kernels whose data are a warp's own.
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

// (a) per-warp neighbour smoothing over a dynamic shared buffer, __syncthreads each step
// (a warp sync suffices: each warp reads only its own 32 slots).
__global__ void warpSmoothSyncAll(float *data, int steps) {
  extern __shared__ float ring[];
  const int lane = threadIdx.x & 31;
  const int base = threadIdx.x - lane;
  float v = data[blockIdx.x * blockDim.x + threadIdx.x];
  for (int s = 0; s < steps; ++s) {
    ring[threadIdx.x] = v;
    __syncthreads();
    v = 0.25f * ring[base + ((lane + 31) & 31)] + 0.5f * v + 0.25f * ring[base + ((lane + 1) & 31)];
    __syncthreads();
  }
  data[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void warpSmoothSyncWarp(float *data, int steps) {
  extern __shared__ float ring[];
  const int lane = threadIdx.x & 31;
  const int base = threadIdx.x - lane;
  float v = data[blockIdx.x * blockDim.x + threadIdx.x];
  for (int s = 0; s < steps; ++s) {
    ring[threadIdx.x] = v;
    __syncwarp();
    v = 0.25f * ring[base + ((lane + 31) & 31)] + 0.5f * v + 0.25f * ring[base + ((lane + 1) & 31)];
    __syncwarp();
  }
  data[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

// (b) cooperative groups, free function cg::sync(block) and this_thread_block().sync() inline.
__global__ void cgWarpRotate(int *vals, int rounds) {
  __shared__ int slot[256];
  cg::thread_block block = cg::this_thread_block();
  const unsigned r = block.thread_rank();
  const unsigned lane = r % 32, w = r / 32;
  int v = vals[blockIdx.x * 256 + r];
  for (int i = 0; i < rounds; ++i) {
    slot[r] = v;
    cg::sync(block);
    v ^= slot[w * 32 + ((lane + 5) % 32)];
    cg::this_thread_block().sync();
  }
  vals[blockIdx.x * 256 + r] = v;
}

__global__ void cgWarpRotateTile(int *vals, int rounds) {
  __shared__ int slot[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned r = block.thread_rank();
  const unsigned lane = r % 32, w = r / 32;
  int v = vals[blockIdx.x * 256 + r];
  for (int i = 0; i < rounds; ++i) {
    slot[r] = v;
    warp.sync();
    v ^= slot[w * 32 + ((lane + 5) % 32)];
    warp.sync();
  }
  vals[blockIdx.x * 256 + r] = v;
}

// (c) __syncthreads_count per iteration to count the block's hits (a warp ballot would do).
__global__ void countAboveSyncCount(const float *__restrict__ x, int *__restrict__ counts,
                                    int iters) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  int total = 0;
  for (int it = 0; it < iters; ++it) {
    v = v * 1.0001f + 0.0001f;
    total += __syncthreads_count(v > 0.5f);
  }
  if (threadIdx.x == 0) counts[blockIdx.x] = total;
}

__global__ void countAboveBallot(const float *__restrict__ x, int *__restrict__ counts,
                                 int iters) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  int total = 0;
  for (int it = 0; it < iters; ++it) {
    v = v * 1.0001f + 0.0001f;
    total += __popc(__ballot_sync(0xffffffffu, v > 0.5f));
  }
  if ((threadIdx.x & 31) == 0) atomicAdd(&counts[blockIdx.x], total);
}

// (d) barrier behind a project macro, 2D shared per-warp rows, `__syncthreads_or` to stop.
#define BLOCK_SYNC() __syncthreads()
__global__ void relaxMacroSync(float *u, int maxIters) {
  __shared__ float row[8][33];
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  float v = u[blockIdx.x * blockDim.x + threadIdx.x];
  for (int it = 0; it < maxIters; ++it) {
    row[w][lane + 1] = v;
    if (lane == 0) row[w][0] = v;
    BLOCK_SYNC();
    float nv = 0.5f * (row[w][lane] + row[w][lane + 1]);
    BLOCK_SYNC();
    v = nv;
  }
  u[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void relaxWarpSync(float *u, int maxIters) {
  __shared__ float row[8][33];
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  float v = u[blockIdx.x * blockDim.x + threadIdx.x];
  for (int it = 0; it < maxIters; ++it) {
    row[w][lane + 1] = v;
    if (lane == 0) row[w][0] = v;
    __syncwarp();
    float nv = 0.5f * (row[w][lane] + row[w][lane + 1]);
    __syncwarp();
    v = nv;
  }
  u[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
