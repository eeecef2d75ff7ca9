// p61: per-group symmetric int8 quantization (weight-only / KV-cache style), group size
// G = 1 << groupLog2 (a multiple of 32: 32, 64, 128), scale[g] = absmax(group g) / 127,
// q = round(x / scale[g]).  A block of 256 threads quantizes 256 groups: it stages its chunk
// (256 * G floats) coalesced in dynamic shared memory, then each thread reduces ONE group.
// Launch (both kernels): grid (n / (256 * G)), block (256), dynamic shared 256 * G * 4 bytes.
//
// quantGroupAbsmax        : group g lives at smem[g*G + k]; in the per-group pass lane g
//                           reads smem[g*G + k] -> the 32 lanes of a warp are G words apart,
//                           all in one bank: 32-way bank conflicts.
// quantGroupAbsmaxSwizzled: THE FIX - XOR swizzle of the column inside each group,
//                           smem[g*G + (k ^ (g & 31))], used for every shared access (store,
//                           per-group read, final read), so each warp access touches 32
//                           distinct banks.  Same shared size, parameters, launch and result
//                           (the swizzle permutes a group's elements within the group; max
//                           is order-independent).
#include <cstdint>
#include <cuda_runtime.h>

namespace quant {

constexpr int kThreads = 256;

#define SMEM_AT(g, k, lg)   (((g) << (lg)) + (k))
#define SMEM_SWZ(g, k, lg)  (((g) << (lg)) + ((k) ^ ((g) & 31)))

__device__ __forceinline__ int8_t toInt8(float v, float invScale)
{
    const float q = fminf(fmaxf(rintf(v * invScale), -127.f), 127.f);
    return static_cast<int8_t>(q);
}

__global__ void __launch_bounds__(kThreads)
quantGroupAbsmax(const float* __restrict__ x, int8_t* __restrict__ q,
                 float* __restrict__ scales, int64_t n, int groupLog2)
{
    extern __shared__ float sx[];
    __shared__ float sInv[kThreads];

    const int t = threadIdx.x;
    const int group = 1 << groupLog2;
    const int chunk = kThreads << groupLog2;
    const int64_t base = static_cast<int64_t>(blockIdx.x) * chunk;
    if (base >= n) return;

    for (int e = t; e < chunk; e += kThreads)
        sx[SMEM_AT(e >> groupLog2, e & (group - 1), groupLog2)] = x[base + e];
    __syncthreads();

    // one thread = one group
    float amax = 0.f;
#pragma unroll 8
    for (int k = 0; k < group; ++k)
        amax = fmaxf(amax, fabsf(sx[SMEM_AT(t, k, groupLog2)]));
    sInv[t] = amax > 0.f ? 127.f / amax : 0.f;
    scales[(base >> groupLog2) + t] = amax / 127.f;
    __syncthreads();

    for (int e = t; e < chunk; e += kThreads) {
        const int g = e >> groupLog2;
        q[base + e] = toInt8(sx[SMEM_AT(g, e & (group - 1), groupLog2)], sInv[g]);
    }
}

__global__ void __launch_bounds__(kThreads)
quantGroupAbsmaxSwizzled(const float* __restrict__ x, int8_t* __restrict__ q,
                         float* __restrict__ scales, int64_t n, int groupLog2)
{
    extern __shared__ float sx[];
    __shared__ float sInv[kThreads];

    const int t = threadIdx.x;
    const int group = 1 << groupLog2;
    const int chunk = kThreads << groupLog2;
    const int64_t base = static_cast<int64_t>(blockIdx.x) * chunk;
    if (base >= n) return;

    for (int e = t; e < chunk; e += kThreads)
        sx[SMEM_SWZ(e >> groupLog2, e & (group - 1), groupLog2)] = x[base + e];
    __syncthreads();

    float amax = 0.f;
#pragma unroll 8
    for (int k = 0; k < group; ++k)
        amax = fmaxf(amax, fabsf(sx[SMEM_SWZ(t, k, groupLog2)]));
    sInv[t] = amax > 0.f ? 127.f / amax : 0.f;
    scales[(base >> groupLog2) + t] = amax / 127.f;
    __syncthreads();

    for (int e = t; e < chunk; e += kThreads) {
        const int g = e >> groupLog2;
        q[base + e] = toInt8(sx[SMEM_SWZ(g, e & (group - 1), groupLog2)], sInv[g]);
    }
}

} // namespace quant
