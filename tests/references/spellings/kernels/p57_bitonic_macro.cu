// Each warp sorts its own 64-key segment (with payload) by a bitonic network in shared
// memory, two keys per lane, after the CUDA sample sortingNetworks' bitonicSortShared.
// Slow: the stage barrier is a block-wide __syncthreads() behind a macro, called from a
// helper, though the partners of every compare-exchange are in the same warp.
// Fix: the same macro spelled as __syncwarp().
#include <cstdint>

#define SEG 64
#define WARPS_PER_BLOCK 8
#define BLOCK_BARRIER() __syncthreads()
#define WARP_BARRIER() __syncwarp()

__device__ __forceinline__ void comparator(unsigned& keyA, unsigned& valA, unsigned& keyB,
                                           unsigned& valB, unsigned dir)
{
    if ((keyA > keyB) == dir) {
        unsigned t = keyA; keyA = keyB; keyB = t;
        t = valA; valA = valB; valB = t;
    }
}

__device__ __forceinline__ void bitonicStepBlock(unsigned* sKey, unsigned* sVal, unsigned lane,
                                                 unsigned size, unsigned stride, unsigned dir)
{
    BLOCK_BARRIER();
    unsigned ddd = dir ^ ((lane & (size / 2)) != 0);
    unsigned pos = 2 * lane - (lane & (stride - 1));
    comparator(sKey[pos], sVal[pos], sKey[pos + stride], sVal[pos + stride], ddd);
}

__device__ __forceinline__ void bitonicStepWarp(unsigned* sKey, unsigned* sVal, unsigned lane,
                                                unsigned size, unsigned stride, unsigned dir)
{
    WARP_BARRIER();
    unsigned ddd = dir ^ ((lane & (size / 2)) != 0);
    unsigned pos = 2 * lane - (lane & (stride - 1));
    comparator(sKey[pos], sVal[pos], sKey[pos + stride], sVal[pos + stride], ddd);
}

__global__ void segSortBlockBarrier(unsigned* d_DstKey, unsigned* d_DstVal,
                                    const unsigned* d_SrcKey, const unsigned* d_SrcVal,
                                    unsigned dir)
{
    __shared__ unsigned s_key[WARPS_PER_BLOCK * SEG];
    __shared__ unsigned s_val[WARPS_PER_BLOCK * SEG];

    const unsigned lane = threadIdx.x & 31;
    const unsigned warp = threadIdx.x >> 5;
    const size_t base = (size_t)blockIdx.x * WARPS_PER_BLOCK * SEG + warp * SEG;
    unsigned* sKey = s_key + warp * SEG;
    unsigned* sVal = s_val + warp * SEG;

    sKey[lane] = d_SrcKey[base + lane];
    sVal[lane] = d_SrcVal[base + lane];
    sKey[lane + SEG / 2] = d_SrcKey[base + lane + SEG / 2];
    sVal[lane + SEG / 2] = d_SrcVal[base + lane + SEG / 2];

    for (unsigned size = 2; size < SEG; size <<= 1)
        for (unsigned stride = size / 2; stride > 0; stride >>= 1)
            bitonicStepBlock(sKey, sVal, lane, size, stride, dir);
    for (unsigned stride = SEG / 2; stride > 0; stride >>= 1)
        bitonicStepBlock(sKey, sVal, lane, SEG, stride, dir);

    BLOCK_BARRIER();
    d_DstKey[base + lane] = sKey[lane];
    d_DstVal[base + lane] = sVal[lane];
    d_DstKey[base + lane + SEG / 2] = sKey[lane + SEG / 2];
    d_DstVal[base + lane + SEG / 2] = sVal[lane + SEG / 2];
}

__global__ void segSortWarpBarrier(unsigned* d_DstKey, unsigned* d_DstVal,
                                   const unsigned* d_SrcKey, const unsigned* d_SrcVal,
                                   unsigned dir)
{
    __shared__ unsigned s_key[WARPS_PER_BLOCK * SEG];
    __shared__ unsigned s_val[WARPS_PER_BLOCK * SEG];

    const unsigned lane = threadIdx.x & 31;
    const unsigned warp = threadIdx.x >> 5;
    const size_t base = (size_t)blockIdx.x * WARPS_PER_BLOCK * SEG + warp * SEG;
    unsigned* sKey = s_key + warp * SEG;
    unsigned* sVal = s_val + warp * SEG;

    sKey[lane] = d_SrcKey[base + lane];
    sVal[lane] = d_SrcVal[base + lane];
    sKey[lane + SEG / 2] = d_SrcKey[base + lane + SEG / 2];
    sVal[lane + SEG / 2] = d_SrcVal[base + lane + SEG / 2];

    for (unsigned size = 2; size < SEG; size <<= 1)
        for (unsigned stride = size / 2; stride > 0; stride >>= 1)
            bitonicStepWarp(sKey, sVal, lane, size, stride, dir);
    for (unsigned stride = SEG / 2; stride > 0; stride >>= 1)
        bitonicStepWarp(sKey, sVal, lane, SEG, stride, dir);

    WARP_BARRIER();
    d_DstKey[base + lane] = sKey[lane];
    d_DstVal[base + lane] = sVal[lane];
    d_DstKey[base + lane + SEG / 2] = sKey[lane + SEG / 2];
    d_DstVal[base + lane + SEG / 2] = sVal[lane + SEG / 2];
}
