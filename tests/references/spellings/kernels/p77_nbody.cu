// All-pairs gravitational acceleration (N-body), shared-memory tiles of
// float4 bodies (xyz = position, w = mass).
// Slow: the textbook formula spelled with precise libm calls:
//       1.0f / powf(r2, 1.5f)
// Fix:  the same interaction with the fast reciprocal square root intrinsic.
#include <cuda_runtime.h>

#define NB_TILE 128
#define SOFTENING_SQ 1e-4f

__device__ __forceinline__ float3 interactPrecise(float3 acc, float4 bi, float4 bj)
{
    const float dx = bj.x - bi.x;
    const float dy = bj.y - bi.y;
    const float dz = bj.z - bi.z;
    const float r2 = dx * dx + dy * dy + dz * dz + SOFTENING_SQ;
    const float invR3 = 1.0f / powf(r2, 1.5f);
    const float s = bj.w * invR3;
    acc.x += dx * s;
    acc.y += dy * s;
    acc.z += dz * s;
    return acc;
}

__device__ __forceinline__ float3 interactFast(float3 acc, float4 bi, float4 bj)
{
    const float dx = bj.x - bi.x;
    const float dy = bj.y - bi.y;
    const float dz = bj.z - bi.z;
    const float r2 = dx * dx + dy * dy + dz * dz + SOFTENING_SQ;
    const float invR = rsqrtf(r2);
    const float s = bj.w * invR * invR * invR;
    acc.x += dx * s;
    acc.y += dy * s;
    acc.z += dz * s;
    return acc;
}

__global__ void nbodyAccelPrecise(const float4* __restrict__ pos, float4* __restrict__ accel, int nBodies)
{
    __shared__ float4 tile[NB_TILE];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float4 bi = (i < nBodies) ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
    float3 acc = make_float3(0.f, 0.f, 0.f);

    for (int base = 0; base < nBodies; base += NB_TILE) {
        const int j = base + threadIdx.x;
        tile[threadIdx.x] = (j < nBodies) ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
        __syncthreads();
#pragma unroll 8
        for (int k = 0; k < NB_TILE; ++k) acc = interactPrecise(acc, bi, tile[k]);
        __syncthreads();
    }
    if (i < nBodies) accel[i] = make_float4(acc.x, acc.y, acc.z, 0.f);
}

__global__ void nbodyAccelFast(const float4* __restrict__ pos, float4* __restrict__ accel, int nBodies)
{
    __shared__ float4 tile[NB_TILE];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float4 bi = (i < nBodies) ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
    float3 acc = make_float3(0.f, 0.f, 0.f);

    for (int base = 0; base < nBodies; base += NB_TILE) {
        const int j = base + threadIdx.x;
        tile[threadIdx.x] = (j < nBodies) ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
        __syncthreads();
#pragma unroll 8
        for (int k = 0; k < NB_TILE; ++k) acc = interactFast(acc, bi, tile[k]);
        __syncthreads();
    }
    if (i < nBodies) accel[i] = make_float4(acc.x, acc.y, acc.z, 0.f);
}
