// Dot product of two fp16 vectors stored as __half2 pairs, first pass:
// one partial sum (in fp32) per block, finished on the host or by a second launch.
// Slow: textbook interleaved-addressing tree, `tid % (2*s) == 0`.
// Fix:  sequential addressing, the active threads are the low `s` ones.
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define DOT_BLOCK 256

__device__ __forceinline__ float dot2(__half2 a, __half2 b)
{
    const float2 fa = __half22float2(a);
    const float2 fb = __half22float2(b);
    return fa.x * fb.x + fa.y * fb.y;
}

__global__ void dotHalf2Interleaved(const __half2* __restrict__ a,
                                    const __half2* __restrict__ b,
                                    float* __restrict__ partial,
                                    unsigned int n2)
{
    __shared__ float sdata[DOT_BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[tid] = (i < n2) ? dot2(a[i], b[i]) : 0.0f;
    __syncthreads();

    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = sdata[0];
}

__global__ void dotHalf2Sequential(const __half2* __restrict__ a,
                                   const __half2* __restrict__ b,
                                   float* __restrict__ partial,
                                   unsigned int n2)
{
    __shared__ float sdata[DOT_BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[tid] = (i < n2) ? dot2(a[i], b[i]) : 0.0f;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = sdata[0];
}
