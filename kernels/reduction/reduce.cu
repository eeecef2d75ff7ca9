// Parallel sum reduction, after the optimisation series of seed 004: each block reduces a
// slice of the input in shared memory and writes one partial sum. The template parameter fixes
// the block size at compile time so that the tree's loop and the last warp unroll completely.

#include <cuda_runtime.h>

namespace reduction {

/// The last 32 partial sums, reduced by one warp without barriers. `volatile` keeps every
/// step's store visible to the other lanes.
template <unsigned BlockSize>
__device__ void warpReduce(volatile float *partial, unsigned tid) {
  if (BlockSize >= 64) partial[tid] += partial[tid + 32];
  if (BlockSize >= 32) partial[tid] += partial[tid + 16];
  if (BlockSize >= 16) partial[tid] += partial[tid + 8];
  if (BlockSize >= 8) partial[tid] += partial[tid + 4];
  if (BlockSize >= 4) partial[tid] += partial[tid + 2];
  if (BlockSize >= 2) partial[tid] += partial[tid + 1];
}

/// Each thread first adds pairs of elements a grid apart while loading, then the block
/// reduces its BlockSize sums in shared memory.
template <unsigned BlockSize>
__global__ void reduceUnrolled(const float *__restrict__ in, float *__restrict__ blockSums,
                               unsigned n) {
  __shared__ float partial[BlockSize];
  const unsigned tid = threadIdx.x;
  const unsigned gridSize = BlockSize * 2 * gridDim.x;
  float sum = 0.0f;
  for (unsigned i = blockIdx.x * BlockSize * 2 + tid; i < n; i += gridSize) {
    sum += in[i];
    if (i + BlockSize < n)
      sum += in[i + BlockSize];
  }
  partial[tid] = sum;
  __syncthreads();

  if (BlockSize >= 512) { if (tid < 256) partial[tid] += partial[tid + 256]; __syncthreads(); }
  if (BlockSize >= 256) { if (tid < 128) partial[tid] += partial[tid + 128]; __syncthreads(); }
  if (BlockSize >= 128) { if (tid < 64) partial[tid] += partial[tid + 64]; __syncthreads(); }
  if (tid < 32)
    warpReduce<BlockSize>(partial, tid);
  if (tid == 0)
    blockSums[blockIdx.x] = partial[0];
}

template __global__ void reduceUnrolled<256>(const float *, float *, unsigned);
template __global__ void reduceUnrolled<512>(const float *, float *, unsigned);

} // namespace reduction
