// Held-out-style probe p48 (2026-12-03): category 6, precise transcendentals in a loop
// (fastmath). Additive synthesis of a damped harmonic series at n sample times (the
// "partials" loop of a physical-modelling synth or a Fourier-series fit): for each of H
// harmonics, sinf and cosf of the phase, expf of the decay, and a division by the
// harmonic's roll-off, all with the IEEE library calls, in a helper evaluated per partial.
// Fix: the hardware intrinsics, __sinf, __cosf, __expf and __fdividef (what -use_fast_math would
// substitute), which is the accuracy an audio or plotting code needs.
// Expected what-if for harmonicSynthPrecise: fastmath.

__device__ __forceinline__ float partialPrecise(float t, float k, float omega, float decay,
                                                float a) {
  const float phase = k * omega * t;
  const float env = expf(-decay * k * t);
  const float s = sinf(phase) + 0.25f * cosf(3.0f * phase);
  return a * env * s / (1.0f + 0.02f * k * k);
}

__device__ __forceinline__ float partialFast(float t, float k, float omega, float decay,
                                             float a) {
  const float phase = k * omega * t;
  const float env = __expf(-decay * k * t);
  const float s = __sinf(phase) + 0.25f * __cosf(3.0f * phase);
  return __fdividef(a * env * s, 1.0f + 0.02f * k * k);
}

__global__ void harmonicSynthPrecise(float *__restrict__ out, const float *__restrict__ t,
                                     const float *__restrict__ amp, int n, int harmonics,
                                     float omega, float decay) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const float ti = t[i];
    float acc = 0.0f;
    for (int h = 0; h < harmonics; ++h)
      acc += partialPrecise(ti, (float)(h + 1), omega, decay, __ldg(amp + h));
    out[i] = acc;
  }
}

__global__ void harmonicSynthIntrinsic(float *__restrict__ out, const float *__restrict__ t,
                                       const float *__restrict__ amp, int n, int harmonics,
                                       float omega, float decay) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const float ti = t[i];
    float acc = 0.0f;
    for (int h = 0; h < harmonics; ++h)
      acc += partialFast(ti, (float)(h + 1), omega, decay, __ldg(amp + h));
    out[i] = acc;
  }
}
