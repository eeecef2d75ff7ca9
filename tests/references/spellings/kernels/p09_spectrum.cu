// Pair 7a (expected what-if: fastmath). Each thread sums `terms` terms of a model spectrum
// with a power, a logarithm and a Lorentzian (a division, in a helper) per term, written with
// the precise library calls. spectrumFast, the fix, uses __powf, __logf and __fdividef.
#include <cuda_runtime.h>

__device__ inline float lorentz(float x, float g) { return g / (x * x + g * g); }
__device__ inline float lorentzFast(float x, float g) { return __fdividef(g, x * x + g * g); }

__global__ void spectrumPrecise(const float *__restrict__ freq, float *__restrict__ power,
                                int count, int terms) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < count) {
    float f = freq[idx], s = 0.0f;
    for (int k = 1; k <= terms; ++k) {
      const float kk = (float)k;
      s += powf(f, 1.5f) * logf(1.0f + kk * f) * lorentz(f - kk, 0.1f * kk);
      f = f * 0.999f + 0.001f;
    }
    power[idx] = s;
  }
}

__global__ void spectrumFast(const float *__restrict__ freq, float *__restrict__ power,
                             int count, int terms) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < count) {
    float f = freq[idx], s = 0.0f;
    for (int k = 1; k <= terms; ++k) {
      const float kk = (float)k;
      s += __powf(f, 1.5f) * __logf(1.0f + kk * f) * lorentzFast(f - kk, 0.1f * kk);
      f = f * 0.999f + 0.001f;
    }
    power[idx] = s;
  }
}
