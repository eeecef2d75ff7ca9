// p113: in-place fast Walsh-Hadamard transform of independent 1024-point segments, one
//   segment per 1024-thread block, one element per thread (butterfly network as in FFTs).
// SLOW (fwhtShared<N>): every one of the log2(N)=10 butterfly stages goes through shared
//   memory with two __syncthreads (read partner, barrier, write, barrier) -> 20 block barriers,
//   10 of them for stages whose partner (t ^ h, h < 32) lives in the same warp.
// FIX (fwhtShuffle<N>): the five intra-warp stages (h = 1..16) exchange with __shfl_xor_sync in
//   registers, no barrier; only the five cross-warp stages use shared memory + __syncthreads.
//   Expected what-if: nobarrier.
#include <cuda_runtime.h>

template <int N>
__global__ void fwhtShared(float* __restrict__ data)
{
    __shared__ float s[N];
    const int t = threadIdx.x;
    float* seg = data + (size_t)blockIdx.x * N;

    s[t] = seg[t];
    __syncthreads();
    for (int h = 1; h < N; h <<= 1) {
        float a = s[t];
        float b = s[t ^ h];
        __syncthreads();
        s[t] = (t & h) ? (b - a) : (a + b);
        __syncthreads();
    }
    seg[t] = s[t] * rsqrtf((float)N);
}

template <int N>
__global__ void fwhtShuffle(float* __restrict__ data)
{
    __shared__ float s[N];
    const int t = threadIdx.x;
    float* seg = data + (size_t)blockIdx.x * N;

    float v = seg[t];
#pragma unroll
    for (int h = 1; h < 32; h <<= 1) {
        float p = __shfl_xor_sync(0xffffffffu, v, h);
        v = (t & h) ? (p - v) : (v + p);
    }
    for (int h = 32; h < N; h <<= 1) {
        s[t] = v;
        __syncthreads();
        float p = s[t ^ h];
        v = (t & h) ? (p - v) : (v + p);
        __syncthreads();
    }
    seg[t] = v * rsqrtf((float)N);
}

template __global__ void fwhtShared<1024>(float* __restrict__);
template __global__ void fwhtShuffle<1024>(float* __restrict__);
