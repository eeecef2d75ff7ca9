// First pass of a peak search: per-block maximum and its position.
// The block is 2D (32 x 8) because the caller reuses its image-tile launch shape.
#include <cuda_runtime.h>
#include <cfloat>

#define PEAK_THREADS 256

__device__ __forceinline__ bool peakBetter(float a, int ia, float b, int ib)
{
    // a beats b: larger value, ties to the lower index
    return a > b || (a == b && ia < ib);
}

__global__ void peakArgmaxInterleaved(const float* __restrict__ signal,
                                      float* __restrict__ blockPeak,
                                      int* __restrict__ blockPeakIdx,
                                      int n)
{
    __shared__ float sVal[PEAK_THREADS];
    __shared__ int sIdx[PEAK_THREADS];

    const unsigned tid = threadIdx.y * blockDim.x + threadIdx.x;
    const unsigned nthreads = blockDim.x * blockDim.y;
    const unsigned gid = blockIdx.x * nthreads + tid;

    float v = -FLT_MAX;
    int vi = 0x7fffffff;
    if (gid < (unsigned)n) { v = signal[gid]; vi = (int)gid; }
    sVal[tid] = v;
    sIdx[tid] = vi;
    __syncthreads();

    for (unsigned s = 1; s < nthreads; s *= 2) {
        if (tid % (2 * s) == 0) {
            float o = sVal[tid + s];
            int oi = sIdx[tid + s];
            if (peakBetter(o, oi, sVal[tid], sIdx[tid])) {
                sVal[tid] = o;
                sIdx[tid] = oi;
            }
        }
        __syncthreads();
    }

    if (tid == 0) {
        blockPeak[blockIdx.x] = sVal[0];
        blockPeakIdx[blockIdx.x] = sIdx[0];
    }
}

__global__ void peakArgmaxSequential(const float* __restrict__ signal,
                                     float* __restrict__ blockPeak,
                                     int* __restrict__ blockPeakIdx,
                                     int n)
{
    __shared__ float sVal[PEAK_THREADS];
    __shared__ int sIdx[PEAK_THREADS];

    const unsigned tid = threadIdx.y * blockDim.x + threadIdx.x;
    const unsigned nthreads = blockDim.x * blockDim.y;
    const unsigned gid = blockIdx.x * nthreads + tid;

    float v = -FLT_MAX;
    int vi = 0x7fffffff;
    if (gid < (unsigned)n) { v = signal[gid]; vi = (int)gid; }
    sVal[tid] = v;
    sIdx[tid] = vi;
    __syncthreads();

    for (unsigned s = nthreads / 2; s > 0; s >>= 1) {
        if (tid < s) {
            float o = sVal[tid + s];
            int oi = sIdx[tid + s];
            if (peakBetter(o, oi, sVal[tid], sIdx[tid])) {
                sVal[tid] = o;
                sIdx[tid] = oi;
            }
        }
        __syncthreads();
    }

    if (tid == 0) {
        blockPeak[blockIdx.x] = sVal[0];
        blockPeakIdx[blockIdx.x] = sIdx[0];
    }
}
