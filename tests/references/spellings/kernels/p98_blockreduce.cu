// c10-style block reduction helper, partial sums per block.
#include <cstdint>
#include <cuda_runtime.h>

#define C10_LAUNCH_BOUNDS_1(max_threads) __launch_bounds__(max_threads)

namespace c10p {

template <typename acc_t>
__device__ __forceinline__ acc_t blockReduceSumInterleaved(acc_t val, acc_t* shared) {
  const unsigned tid = threadIdx.x;
  shared[tid] = val;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0) {
      shared[tid] += shared[tid + s];
    }
    __syncthreads();
  }
  return shared[0];
}

template <typename acc_t>
__device__ __forceinline__ acc_t blockReduceSumSequential(acc_t val, acc_t* shared) {
  const unsigned tid = threadIdx.x;
  shared[tid] = val;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) {
      shared[tid] += shared[tid + s];
    }
    __syncthreads();
  }
  return shared[0];
}

}  // namespace c10p

// slow
template <typename scalar_t, typename acc_t>
__global__ void C10_LAUNCH_BOUNDS_1(256)
c10BlockSumInterleaved(const scalar_t* __restrict__ in, acc_t* __restrict__ partial, int64_t n) {
  __shared__ acc_t smem[256];
  const int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  acc_t v = i < n ? static_cast<acc_t>(in[i]) : acc_t(0);
  acc_t s = c10p::blockReduceSumInterleaved<acc_t>(v, smem);
  if (threadIdx.x == 0) partial[blockIdx.x] = s;
}

// fix
template <typename scalar_t, typename acc_t>
__global__ void C10_LAUNCH_BOUNDS_1(256)
c10BlockSumSequential(const scalar_t* __restrict__ in, acc_t* __restrict__ partial, int64_t n) {
  __shared__ acc_t smem[256];
  const int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  acc_t v = i < n ? static_cast<acc_t>(in[i]) : acc_t(0);
  acc_t s = c10p::blockReduceSumSequential<acc_t>(v, smem);
  if (threadIdx.x == 0) partial[blockIdx.x] = s;
}

template __global__ void c10BlockSumInterleaved<float, float>(const float*, float*, int64_t);
template __global__ void c10BlockSumSequential<float, float>(const float*, float*, int64_t);
