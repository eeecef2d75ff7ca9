// Per-patch Gram matrix G = P * P^T for many small square patches
// (e.g. local covariance features for non-local-means / patch-based denoising).
// patches: numPatches x BLOCK x BLOCK, row-major per patch
// gram:    numPatches x BLOCK x BLOCK
#include <cuda_runtime.h>

template <int BLOCK>
__global__ void patchGramShared(const float* __restrict__ patches,
                                float* __restrict__ gram,
                                int numPatches)
{
    __shared__ float tile[BLOCK][BLOCK];

    const int p = blockIdx.x;
    if (p >= numPatches) return;
    const float* P = patches + (size_t)p * BLOCK * BLOCK;
    float* G = gram + (size_t)p * BLOCK * BLOCK;

    const int tx = threadIdx.x;
    const int ty = threadIdx.y;

    for (int r = ty; r < BLOCK; r += blockDim.y)
        tile[r][tx] = P[r * BLOCK + tx];
    __syncthreads();

    // thread (tx, ty) produces G[i][tx] for i = ty, ty + blockDim.y, ...
    constexpr int kMaxRows = 8;
    float acc[kMaxRows];
    #pragma unroll
    for (int q = 0; q < kMaxRows; ++q) acc[q] = 0.f;

    for (int k = 0; k < BLOCK; ++k) {
        float mine = tile[tx][k];          // row tx of the patch
        #pragma unroll
        for (int q = 0; q < kMaxRows; ++q) {
            int i = ty + q * blockDim.y;
            if (i < BLOCK) acc[q] += tile[i][k] * mine;
        }
    }

    #pragma unroll
    for (int q = 0; q < kMaxRows; ++q) {
        int i = ty + q * blockDim.y;
        if (i < BLOCK) G[i * BLOCK + tx] = acc[q];
    }
}

// Same, with the shared tile padded by one column.
template <int BLOCK>
__global__ void patchGramSharedPadded(const float* __restrict__ patches,
                                      float* __restrict__ gram,
                                      int numPatches)
{
    __shared__ float tile[BLOCK][BLOCK + 1];

    const int p = blockIdx.x;
    if (p >= numPatches) return;
    const float* P = patches + (size_t)p * BLOCK * BLOCK;
    float* G = gram + (size_t)p * BLOCK * BLOCK;

    const int tx = threadIdx.x;
    const int ty = threadIdx.y;

    for (int r = ty; r < BLOCK; r += blockDim.y)
        tile[r][tx] = P[r * BLOCK + tx];
    __syncthreads();

    constexpr int kMaxRows = 8;
    float acc[kMaxRows];
    #pragma unroll
    for (int q = 0; q < kMaxRows; ++q) acc[q] = 0.f;

    for (int k = 0; k < BLOCK; ++k) {
        float mine = tile[tx][k];
        #pragma unroll
        for (int q = 0; q < kMaxRows; ++q) {
            int i = ty + q * blockDim.y;
            if (i < BLOCK) acc[q] += tile[i][k] * mine;
        }
    }

    #pragma unroll
    for (int q = 0; q < kMaxRows; ++q) {
        int i = ty + q * blockDim.y;
        if (i < BLOCK) G[i * BLOCK + tx] = acc[q];
    }
}

template __global__ void patchGramShared<32>(const float*, float*, int);
template __global__ void patchGramSharedPadded<32>(const float*, float*, int);
