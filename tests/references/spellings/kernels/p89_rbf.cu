// Gaussian kernel density estimate on a 1D grid: every query point sums
// Gaussian bumps of width sigma centred on a set of samples staged in shared memory.
#include <cuda_runtime.h>
#include <cmath>

#define KDE_CHUNK 256

__global__ void kdeGaussDoubleLit(const float* __restrict__ query,
                                  const float* __restrict__ samples,
                                  float* __restrict__ density,
                                  int numQuery, int numSamples, float sigma)
{
    __shared__ float s_samp[KDE_CHUNK];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float q = (i < numQuery) ? query[i] : 0.0f;
    float acc = 0.0f;

    for (int base = 0; base < numSamples; base += KDE_CHUNK) {
        int j = base + threadIdx.x;
        s_samp[threadIdx.x] = (j < numSamples) ? samples[j] : 1.0e30f;
        __syncthreads();
        for (int k = 0; k < KDE_CHUNK; ++k) {
            float d = q - s_samp[k];
            acc += exp(-d * d / (2.0 * sigma * sigma));
        }
        __syncthreads();
    }
    if (i < numQuery) density[i] = acc;
}

__global__ void kdeGaussFloatLit(const float* __restrict__ query,
                                 const float* __restrict__ samples,
                                 float* __restrict__ density,
                                 int numQuery, int numSamples, float sigma)
{
    __shared__ float s_samp[KDE_CHUNK];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float q = (i < numQuery) ? query[i] : 0.0f;
    float acc = 0.0f;

    for (int base = 0; base < numSamples; base += KDE_CHUNK) {
        int j = base + threadIdx.x;
        s_samp[threadIdx.x] = (j < numSamples) ? samples[j] : 1.0e30f;
        __syncthreads();
        for (int k = 0; k < KDE_CHUNK; ++k) {
            float d = q - s_samp[k];
            acc += expf(-d * d / (2.0f * sigma * sigma));
        }
        __syncthreads();
    }
    if (i < numQuery) density[i] = acc;
}
