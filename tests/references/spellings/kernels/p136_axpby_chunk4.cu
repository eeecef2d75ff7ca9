// z = a*x + b*y, each thread owns 4 consecutive elements.
#include <cstdint>

// Slow: four scalar __ldg loads per array per thread (lanes 16 bytes apart).
__global__ void axpbyChunk4(const float* __restrict__ x, const float* __restrict__ y, float* __restrict__ z,
                            float a, float b, int64_t n)
{
    const int64_t t = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    const int64_t base = t * 4;
    if (base + 3 < n) {
#pragma unroll
        for (int k = 0; k < 4; ++k) z[base + k] = a * __ldg(&x[base + k]) + b * __ldg(&y[base + k]);
    }
}

// Fix: one float4 load per array and one float4 store.
__global__ void axpbyChunk4Vec(const float* __restrict__ x, const float* __restrict__ y, float* __restrict__ z,
                               float a, float b, int64_t n)
{
    const int64_t t = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (t * 4 + 3 < n) {
        const float4 xv = __ldg(reinterpret_cast<const float4*>(x) + t);
        const float4 yv = __ldg(reinterpret_cast<const float4*>(y) + t);
        float4 r;
        r.x = a * xv.x + b * yv.x;
        r.y = a * xv.y + b * yv.y;
        r.z = a * xv.z + b * yv.z;
        r.w = a * xv.w + b * yv.w;
        reinterpret_cast<float4*>(z)[t] = r;
    }
}
