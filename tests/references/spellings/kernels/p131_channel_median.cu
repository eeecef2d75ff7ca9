// Per-sample median over 8 planar channels; each thread sorts its 8 values in a private
// slice of dynamic shared memory (dynamic indexing would otherwise spill to local memory).
#include <cstdint>
constexpr int kChannels = 8;

// Slow: thread t's slice is kChannels consecutive floats, so lanes are 8 words apart (8-way conflicts).
__global__ void channelMedian8(const float* __restrict__ planes, float* __restrict__ med, int64_t nsamp)
{
    extern __shared__ float scratch[];
    float* mine = scratch + threadIdx.x * kChannels;
    const int64_t t = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (t >= nsamp) return;
#pragma unroll
    for (int c = 0; c < kChannels; ++c) mine[c] = planes[c * nsamp + t];
    for (int a = 1; a < kChannels; ++a) {
        const float v = mine[a];
        int b = a - 1;
        while (b >= 0 && mine[b] > v) { mine[b + 1] = mine[b]; --b; }
        mine[b + 1] = v;
    }
    med[t] = 0.5f * (mine[kChannels / 2 - 1] + mine[kChannels / 2]);
}

// Fix: channel-major scratch, element c of thread t at c * blockDim.x + t.
__global__ void channelMedian8Interleaved(const float* __restrict__ planes, float* __restrict__ med, int64_t nsamp)
{
    extern __shared__ float scratch[];
    const unsigned ld = blockDim.x;
    float* mine = scratch + threadIdx.x;
    const int64_t t = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (t >= nsamp) return;
#pragma unroll
    for (int c = 0; c < kChannels; ++c) mine[c * ld] = planes[c * nsamp + t];
    for (int a = 1; a < kChannels; ++a) {
        const float v = mine[a * ld];
        int b = a - 1;
        while (b >= 0 && mine[b * ld] > v) { mine[(b + 1) * ld] = mine[b * ld]; --b; }
        mine[(b + 1) * ld] = v;
    }
    med[t] = 0.5f * (mine[(kChannels / 2 - 1) * ld] + mine[(kChannels / 2) * ld]);
}
