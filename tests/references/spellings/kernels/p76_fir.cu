// Causal FIR filter y[i] = sum_k h[k] * x[i-k] over a long 1D signal (audio /
// SDR style). The taps are staged into shared memory once per block.
// Slow: "generic" build that reserves room for the largest supported filter
//       (10240 taps = 40 KB of static shared memory per 128-thread block),
//       so only 5 blocks (20 warps) fit on an SM for a 16-tap filter: a
//       memory-latency-bound kernel runs at ~31% occupancy.
// Fix:  the tap buffer sized for the filters actually used (64 taps).
#include <cuda_runtime.h>

#define FIR_THREADS 128
#define FIR_MAX_TAPS_GENERIC 10240
#define FIR_MAX_TAPS 64

__global__ void __launch_bounds__(FIR_THREADS)
firFilterGeneric(const float* __restrict__ x, const float* __restrict__ h,
                 float* __restrict__ y, int n, int ntaps)
{
    __shared__ float s_h[FIR_MAX_TAPS_GENERIC];
    for (int k = threadIdx.x; k < ntaps; k += blockDim.x) s_h[k] = h[k];
    __syncthreads();

    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    for (int k = 0; k < ntaps; ++k) {
        const int j = i - k;
        if (j >= 0) acc = fmaf(s_h[k], x[j], acc);
    }
    y[i] = acc;
}

__global__ void __launch_bounds__(FIR_THREADS)
firFilterSmall(const float* __restrict__ x, const float* __restrict__ h,
               float* __restrict__ y, int n, int ntaps)
{
    __shared__ float s_h[FIR_MAX_TAPS];
    for (int k = threadIdx.x; k < ntaps; k += blockDim.x) s_h[k] = h[k];
    __syncthreads();

    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    for (int k = 0; k < ntaps; ++k) {
        const int j = i - k;
        if (j >= 0) acc = fmaf(s_h[k], x[j], acc);
    }
    y[i] = acc;
}
