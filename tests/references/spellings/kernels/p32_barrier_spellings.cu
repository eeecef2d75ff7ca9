// Held-out-style barrier-heavy kernels (2026-12): block barriers around data a warp owns.
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

// (a) a warp per row: an inclusive prefix sum of a long row 32 elements at a time, each
// chunk by a Hillis-Steele scan in shared memory with __syncthreads before and after each
// step (a warp touches only its own 32 slots). Fix: __syncwarp().
__global__ void rowScanSyncAll(const float *in, float *out, int len) {
  __shared__ float buf[256];
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  const size_t row = (size_t)blockIdx.x * (blockDim.x >> 5) + warp;
  float carry = 0.0f;
  for (int base = 0; base < len; base += 32) {
    buf[threadIdx.x] = in[row * len + base + lane];
    __syncthreads();
    for (int off = 1; off < 32; off <<= 1) {
      float t = lane >= off ? buf[threadIdx.x - off] : 0.0f;
      __syncthreads();
      buf[threadIdx.x] += t;
      __syncthreads();
    }
    out[row * len + base + lane] = buf[threadIdx.x] + carry;
    carry += buf[(warp << 5) + 31];
    __syncthreads();
  }
}

__global__ void rowScanSyncWarp(const float *in, float *out, int len) {
  __shared__ float buf[256];
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  const size_t row = (size_t)blockIdx.x * (blockDim.x >> 5) + warp;
  float carry = 0.0f;
  for (int base = 0; base < len; base += 32) {
    buf[threadIdx.x] = in[row * len + base + lane];
    __syncwarp();
    for (int off = 1; off < 32; off <<= 1) {
      float t = lane >= off ? buf[threadIdx.x - off] : 0.0f;
      __syncwarp();
      buf[threadIdx.x] += t;
      __syncwarp();
    }
    out[row * len + base + lane] = buf[threadIdx.x] + carry;
    carry += buf[(warp << 5) + 31];
    __syncwarp();
  }
}

// (b) a bitonic sort of each warp's 32 keys in shared memory, a block barrier after every
// compare-exchange step (partners tid ^ j, j < 32: always in the warp). Fix: __syncwarp().
__global__ void warpBitonicSyncAll(const float *keys, float *sorted) {
  __shared__ float key[256];
  const unsigned tid = threadIdx.x;
  const unsigned lane = tid & 31;
  const size_t g = (size_t)blockIdx.x * blockDim.x + tid;
  key[tid] = keys[g];
  __syncthreads();
  for (unsigned k = 2; k <= 32; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      const unsigned ixj = tid ^ j;
      if (ixj > tid) {
        const bool up = (lane & k) == 0;
        const float a = key[tid], b = key[ixj];
        if ((a > b) == up) {
          key[tid] = b;
          key[ixj] = a;
        }
      }
      __syncthreads();
    }
  }
  sorted[g] = key[tid];
}

__global__ void warpBitonicSyncWarp(const float *keys, float *sorted) {
  __shared__ float key[256];
  const unsigned tid = threadIdx.x;
  const unsigned lane = tid & 31;
  const size_t g = (size_t)blockIdx.x * blockDim.x + tid;
  key[tid] = keys[g];
  __syncwarp();
  for (unsigned k = 2; k <= 32; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      const unsigned ixj = tid ^ j;
      if (ixj > tid) {
        const bool up = (lane & k) == 0;
        const float a = key[tid], b = key[ixj];
        if ((a > b) == up) {
          key[tid] = b;
          key[ixj] = a;
        }
      }
      __syncwarp();
    }
  }
  sorted[g] = key[tid];
}

// (c) a butterfly exchange through shared memory in a template helper that syncs the
// group it is given: the kernel hands it the whole block (cg::thread_block), though every
// partner r ^ (1 << b), b < 5, is in the warp. Fix: hand it the warp's tile.
template <typename Group>
__device__ float swapWith(Group &g, float *slots, unsigned me, unsigned partner, float v) {
  slots[me] = v;
  g.sync();
  const float w = slots[partner];
  g.sync();
  return w;
}

__global__ void cgButterflyBlock(float *data, int rounds) {
  __shared__ float slots[256];
  cg::thread_block block = cg::this_thread_block();
  const unsigned r = block.thread_rank();
  float v = data[blockIdx.x * 256 + r];
  for (int i = 0; i < rounds; ++i) {
    const unsigned partner = r ^ (1u << (i % 5));
    v = 0.5f * (v + swapWith(block, slots, r, partner, v));
  }
  data[blockIdx.x * 256 + r] = v;
}

__global__ void cgButterflyTile(float *data, int rounds) {
  __shared__ float slots[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned r = block.thread_rank();
  float v = data[blockIdx.x * 256 + r];
  for (int i = 0; i < rounds; ++i) {
    const unsigned partner = r ^ (1u << (i % 5));
    v = 0.5f * (v + swapWith(warp, slots, r, partner, v));
  }
  data[blockIdx.x * 256 + r] = v;
}
