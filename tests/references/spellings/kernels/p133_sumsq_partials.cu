// First pass of a squared-norm reduction: one partial per block.
#include <cstdint>

// Slow: shared-memory tree, a __syncthreads() at every one of the 8 levels.
__global__ void sumsqPartialsTree(const float* __restrict__ x, float* __restrict__ partials, int64_t n)
{
    __shared__ float sdata[256];
    float acc = 0.f;
    int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    const int64_t step = static_cast<int64_t>(gridDim.x) * blockDim.x;
    while (i < n) {
        const float v = x[i];
        acc = fmaf(v, v, acc);
        i += step;
    }
    sdata[threadIdx.x] = acc;
    __syncthreads();
    for (unsigned s = blockDim.x >> 1; s > 0; s >>= 1) {
        if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) partials[blockIdx.x] = sdata[0];
}

// Fix: warp shuffles, one barrier.
__global__ void sumsqPartialsShfl(const float* __restrict__ x, float* __restrict__ partials, int64_t n)
{
    __shared__ float warpSums[32];
    float acc = 0.f;
    int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    const int64_t step = static_cast<int64_t>(gridDim.x) * blockDim.x;
    while (i < n) {
        const float v = x[i];
        acc = fmaf(v, v, acc);
        i += step;
    }
    constexpr unsigned FULL = 0xffffffffu;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) acc += __shfl_down_sync(FULL, acc, off);
    const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
    if (lane == 0) warpSums[wid] = acc;
    __syncthreads();
    if (wid == 0) {
        float v = lane < (blockDim.x >> 5) ? warpSums[lane] : 0.f;
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(FULL, v, off);
        if (lane == 0) partials[blockIdx.x] = v;
    }
}
