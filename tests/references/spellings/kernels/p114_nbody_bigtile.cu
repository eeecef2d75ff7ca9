// p114: direct-sum gravitational acceleration at nt target points from ns source particles
//   (float4 = x, y, z, mass), tiled through shared memory, 128 threads a block.
// SLOW (nbodyAccelBigTile): stages BIG_TILE = 2048 sources a tile: 32 KB of static shared memory
//   per 128-thread block -> only 6-7 blocks (<= 896 threads, ~44%) resident per SM, so
//   the 1024-block grid runs in two waves with few warps to hide latency.
// FIX (nbodyAccelSmallTile): stage blockDim-sized tiles (128 sources, 2 KB): 16 blocks per SM,
//   full occupancy, all blocks resident at once.  Expected what-if: sharedoccupancy (or occupancy).
#include <cuda_runtime.h>

#define BIG_TILE   2048
#define SMALL_TILE 128

__device__ __forceinline__ float3 bodyBodyInteraction(float4 bi, float4 bj, float3 ai, float soft2)
{
    float3 r;
    r.x = bj.x - bi.x;
    r.y = bj.y - bi.y;
    r.z = bj.z - bi.z;
    float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + soft2;
    float invDist = rsqrtf(distSqr);
    float invDist3 = invDist * invDist * invDist;
    float s = bj.w * invDist3;
    ai.x += r.x * s;
    ai.y += r.y * s;
    ai.z += r.z * s;
    return ai;
}

__global__ void nbodyAccelBigTile(const float4* __restrict__ targets, const float4* __restrict__ sources,
                                  float4* __restrict__ accel, int nt, int ns, float soft2)
{
    __shared__ float4 shSrc[BIG_TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 bi = (i < nt) ? targets[i] : make_float4(0.f, 0.f, 0.f, 0.f);
    float3 a = make_float3(0.f, 0.f, 0.f);

    for (int base = 0; base < ns; base += BIG_TILE) {
        for (int k = threadIdx.x; k < BIG_TILE; k += blockDim.x)
            shSrc[k] = (base + k < ns) ? sources[base + k] : make_float4(0.f, 0.f, 0.f, 0.f);
        __syncthreads();
#pragma unroll 8
        for (int j = 0; j < BIG_TILE; ++j)
            a = bodyBodyInteraction(bi, shSrc[j], a, soft2);
        __syncthreads();
    }
    if (i < nt) accel[i] = make_float4(a.x, a.y, a.z, 0.f);
}

__global__ void nbodyAccelSmallTile(const float4* __restrict__ targets, const float4* __restrict__ sources,
                                    float4* __restrict__ accel, int nt, int ns, float soft2)
{
    __shared__ float4 shSrc[SMALL_TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 bi = (i < nt) ? targets[i] : make_float4(0.f, 0.f, 0.f, 0.f);
    float3 a = make_float3(0.f, 0.f, 0.f);

    for (int base = 0; base < ns; base += SMALL_TILE) {
        for (int k = threadIdx.x; k < SMALL_TILE; k += blockDim.x)
            shSrc[k] = (base + k < ns) ? sources[base + k] : make_float4(0.f, 0.f, 0.f, 0.f);
        __syncthreads();
#pragma unroll 8
        for (int j = 0; j < SMALL_TILE; ++j)
            a = bodyBodyInteraction(bi, shSrc[j], a, soft2);
        __syncthreads();
    }
    if (i < nt) accel[i] = make_float4(a.x, a.y, a.z, 0.f);
}
