// All-pairs gravitational acceleration with Plummer softening, tiled through shared memory.
// pos[i] = (x, y, z, mass). One thread per target body; blockDim.x bodies staged per tile.

__device__ __forceinline__ float3 accumulatePrecise(float4 me, float4 other, float3 a, float soft2)
{
    const float dx = other.x - me.x;
    const float dy = other.y - me.y;
    const float dz = other.z - me.z;
    const float r2 = dx * dx + dy * dy + dz * dz + soft2;
    const float r6 = r2 * r2 * r2;
    const float invR3 = 1.0f / sqrtf(r6);
    const float s = other.w * invR3;
    a.x += dx * s;
    a.y += dy * s;
    a.z += dz * s;
    return a;
}

__device__ __forceinline__ float3 accumulateRsqrt(float4 me, float4 other, float3 a, float soft2)
{
    const float dx = other.x - me.x;
    const float dy = other.y - me.y;
    const float dz = other.z - me.z;
    const float r2 = dx * dx + dy * dy + dz * dz + soft2;
    const float r6 = r2 * r2 * r2;
    const float invR3 = rsqrtf(r6);
    const float s = other.w * invR3;
    a.x += dx * s;
    a.y += dy * s;
    a.z += dz * s;
    return a;
}

__global__ void nbodyAccelPrecise(const float4* __restrict__ pos, float4* __restrict__ accel,
                                  int nBodies, float soft2)
{
    extern __shared__ unsigned char smem[];
    float4* stage = reinterpret_cast<float4*>(smem);

    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float4 me = pos[i];
    float3 a = make_float3(0.0f, 0.0f, 0.0f);

    for (int base = 0; base < nBodies; base += blockDim.x) {
        stage[threadIdx.x] = pos[base + threadIdx.x];
        __syncthreads();
#pragma unroll 8
        for (int j = 0; j < blockDim.x; ++j)
            a = accumulatePrecise(me, stage[j], a, soft2);
        __syncthreads();
    }
    accel[i] = make_float4(a.x, a.y, a.z, 0.0f);
}

__global__ void nbodyAccelRsqrt(const float4* __restrict__ pos, float4* __restrict__ accel,
                                int nBodies, float soft2)
{
    extern __shared__ unsigned char smem[];
    float4* stage = reinterpret_cast<float4*>(smem);

    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float4 me = pos[i];
    float3 a = make_float3(0.0f, 0.0f, 0.0f);

    for (int base = 0; base < nBodies; base += blockDim.x) {
        stage[threadIdx.x] = pos[base + threadIdx.x];
        __syncthreads();
#pragma unroll 8
        for (int j = 0; j < blockDim.x; ++j)
            a = accumulateRsqrt(me, stage[j], a, soft2);
        __syncthreads();
    }
    accel[i] = make_float4(a.x, a.y, a.z, 0.0f);
}
