// p172: a blind probe's kernels (2026-12-05, second session).
// Half2 block sum, the stride written as 1 << k and the interleaved test as a mask
// ((tid & ((s << 1) - 1)) == 0). Fix: the first `s` threads add (sequential addressing).
#include <cuda_fp16.h>
constexpr int kLog2Block = 8;
constexpr int kBlock = 1 << kLog2Block;

__global__ void half2SumMask(const __half2 *__restrict__ in, __half2 *__restrict__ out) {
  __shared__ __half2 acc[kBlock];
  const int tid = threadIdx.x;
  acc[tid] = in[blockIdx.x * kBlock + tid];
  __syncthreads();
#pragma unroll
  for (int k = 0; k < kLog2Block; ++k) {
    const int s = 1 << k;
    if ((tid & ((s << 1) - 1)) == 0) acc[tid] = __hadd2(acc[tid], acc[tid + s]);
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = acc[0];
}

__global__ void half2SumSeq(const __half2 *__restrict__ in, __half2 *__restrict__ out) {
  __shared__ __half2 acc[kBlock];
  const int tid = threadIdx.x;
  acc[tid] = in[blockIdx.x * kBlock + tid];
  __syncthreads();
#pragma unroll
  for (int k = kLog2Block - 1; k >= 0; --k) {
    const int s = 1 << k;
    if (tid < s) acc[tid] = __hadd2(acc[tid], acc[tid + s]);
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = acc[0];
}
