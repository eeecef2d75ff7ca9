// Held-out-style probe p46 (2026-12-03): category 4, block barriers for warp-local exchange
// (nobarrier). Sort every row of a [rows][32] float matrix ascending (the per-token top-k
// step of a sampler): a bitonic network of 15 compare-exchange stages, one element a
// thread, 32 rows a block of 1024 threads, a grid-stride loop over groups of rows. Each
// stage exchanges partners `lane ^ j` through a shared array, fenced by two __syncthreads:
// 30 block-wide barriers per group, though a partner is always in the thread's own warp.
// Fix: the same network in registers with __shfl_xor_sync (no shared memory, no barrier).
// Expected what-if for sortRows32Block: nobarrier.

#define SORT_WIDTH 32
#define ROWS_PER_BLOCK 32  // blockDim.x == ROWS_PER_BLOCK * SORT_WIDTH == 1024

__device__ __forceinline__ float bitonicPick(float mine, float other, int lane, int j, int k) {
  const bool ascending = (lane & k) == 0;
  const bool lower = (lane & j) == 0;  // lane < lane ^ j
  return (lower == ascending) ? fminf(mine, other) : fmaxf(mine, other);
}

// rows a multiple of ROWS_PER_BLOCK.
__global__ void sortRows32Block(float *__restrict__ out, const float *__restrict__ in, int rows) {
  __shared__ float keys[ROWS_PER_BLOCK * SORT_WIDTH];
  const int tid = threadIdx.x;
  const int lane = tid & (SORT_WIDTH - 1);
  const int rowBase = tid - lane;
  for (size_t g = (size_t)blockIdx.x * ROWS_PER_BLOCK; g < (size_t)rows;
       g += (size_t)gridDim.x * ROWS_PER_BLOCK) {
    const size_t e = g * SORT_WIDTH + tid;
    keys[tid] = in[e];
    __syncthreads();
    for (int k = 2; k <= SORT_WIDTH; k <<= 1) {
      for (int j = k >> 1; j > 0; j >>= 1) {
        const float v = bitonicPick(keys[tid], keys[rowBase + (lane ^ j)], lane, j, k);
        __syncthreads();
        keys[tid] = v;
        __syncthreads();
      }
    }
    out[e] = keys[tid];
  }
}

__global__ void sortRows32Shfl(float *__restrict__ out, const float *__restrict__ in, int rows) {
  const int tid = threadIdx.x;
  const int lane = tid & (SORT_WIDTH - 1);
  for (size_t g = (size_t)blockIdx.x * ROWS_PER_BLOCK; g < (size_t)rows;
       g += (size_t)gridDim.x * ROWS_PER_BLOCK) {
    const size_t e = g * SORT_WIDTH + tid;
    float v = in[e];
#pragma unroll
    for (int k = 2; k <= SORT_WIDTH; k <<= 1) {
#pragma unroll
      for (int j = k >> 1; j > 0; j >>= 1)
        v = bitonicPick(v, __shfl_xor_sync(0xffffffffu, v, j), lane, j, k);
    }
    out[e] = v;
  }
}
