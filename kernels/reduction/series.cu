// The optimisation series of a block-wise sum (seed 004): each block reduces its part of the
// input in shared memory and writes one partial sum; each step removes one cost of the one
// before (divergence, bank conflicts, idle threads, loop overhead).

#include <cuda_runtime.h>

namespace reduction {

constexpr int Threads = 256;

/// Interleaved pairs chosen by `tid % (2*s)`: most threads of every warp idle and diverge.
__global__ void reduceInterleaved(const float *in, float *blockSums) {
  __shared__ float partial[Threads];
  const unsigned tid = threadIdx.x;
  partial[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    blockSums[blockIdx.x] = partial[0];
}

/// Interleaved pairs with contiguous active threads: no divergence, but strided shared-memory
/// accesses that conflict in banks.
__global__ void reduceStrided(const float *in, float *blockSums) {
  __shared__ float partial[Threads];
  const unsigned tid = threadIdx.x;
  partial[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned index = 2 * s * tid;
    if (index < blockDim.x)
      partial[index] += partial[index + s];
    __syncthreads();
  }
  if (tid == 0)
    blockSums[blockIdx.x] = partial[0];
}

/// Sequential addressing: the first half adds the second half; conflict-free.
__global__ void reduceSequential(const float *in, float *blockSums) {
  __shared__ float partial[Threads];
  const unsigned tid = threadIdx.x;
  partial[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    blockSums[blockIdx.x] = partial[0];
}

/// Half as many blocks, each thread adding two elements while loading.
__global__ void reduceFirstAdd(const float *in, float *blockSums) {
  __shared__ float partial[Threads];
  const unsigned tid = threadIdx.x;
  const unsigned i = blockIdx.x * blockDim.x * 2 + tid;
  partial[tid] = in[i] + in[i + blockDim.x];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    blockSums[blockIdx.x] = partial[0];
}

/// The last 32 partial sums reduced by one warp without barriers.
__device__ void warpSum(volatile float *partial, unsigned tid) {
  partial[tid] += partial[tid + 32];
  partial[tid] += partial[tid + 16];
  partial[tid] += partial[tid + 8];
  partial[tid] += partial[tid + 4];
  partial[tid] += partial[tid + 2];
  partial[tid] += partial[tid + 1];
}

/// As reduceFirstAdd, the last warp unrolled.
__global__ void reduceLastWarpUnrolled(const float *in, float *blockSums) {
  __shared__ float partial[Threads];
  const unsigned tid = threadIdx.x;
  const unsigned i = blockIdx.x * blockDim.x * 2 + tid;
  partial[tid] = in[i] + in[i + blockDim.x];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid < 32)
    warpSum(partial, tid);
  if (tid == 0)
    blockSums[blockIdx.x] = partial[0];
}

/// The block size as a template argument: the whole tree unrolls at compile time.
template <unsigned BlockSize>
__global__ void reduceCompleteUnroll(const float *in, float *blockSums) {
  __shared__ float partial[BlockSize];
  const unsigned tid = threadIdx.x;
  const unsigned i = blockIdx.x * BlockSize * 2 + tid;
  partial[tid] = in[i] + in[i + BlockSize];
  __syncthreads();
  if (BlockSize >= 512) { if (tid < 256) partial[tid] += partial[tid + 256]; __syncthreads(); }
  if (BlockSize >= 256) { if (tid < 128) partial[tid] += partial[tid + 128]; __syncthreads(); }
  if (BlockSize >= 128) { if (tid < 64) partial[tid] += partial[tid + 64]; __syncthreads(); }
  if (tid < 32)
    warpSum(partial, tid);
  if (tid == 0)
    blockSums[blockIdx.x] = partial[0];
}

template __global__ void reduceCompleteUnroll<256>(const float *, float *);

} // namespace reduction
