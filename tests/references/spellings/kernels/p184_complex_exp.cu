// p184: a blind probe's kernels (2026-12-05, second session).
// Plane-wave synthesis with cuda::std::complex<float>: exp(i * phase) accumulated per
// sample. Slow: precise cuda::std::exp / polar (expf, sincosf). Fix: __sincosf/__expf.
#include <cuda/std/complex>
using cf = cuda::std::complex<float>;

__global__ void planeWavesPrecise(const float *__restrict__ k, const float *__restrict__ pos,
                                  cf *__restrict__ field, int nwaves, int npts) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npts) return;
  const float x = pos[i];
  cf acc(0.f, 0.f);
  for (int m = 0; m < nwaves; ++m) acc += cuda::std::exp(cf(-0.01f * m, k[m] * x));
  field[i] = acc;
}

__global__ void planeWavesFast(const float *__restrict__ k, const float *__restrict__ pos,
                               cf *__restrict__ field, int nwaves, int npts) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npts) return;
  const float x = pos[i];
  float re = 0.f, im = 0.f;
  for (int m = 0; m < nwaves; ++m) {
    float s, c;
    __sincosf(k[m] * x, &s, &c);
    const float a = __expf(-0.01f * m);
    re += a * c; im += a * s;
  }
  field[i] = cf(re, im);
}
