// Pair 7b (expected what-if: approxsqrt / approxdiv, or fastmath which holds both). Each target
// sums m_j / sqrt(r^2 + eps) over all sources (a softened gravitational potential), written with
// sqrtf and a division; potentialRsqrt, the fix, multiplies by rsqrtf.
#include <cuda_runtime.h>

__global__ void potentialPrecise(const float *__restrict__ px, const float *__restrict__ py,
                                 const float *__restrict__ pz, const float *__restrict__ mass,
                                 float *__restrict__ phi, int n, int nsrc) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= (unsigned)n)
    return;
  const float xi = px[i], yi = py[i], zi = pz[i];
  float acc = 0.0f;
  for (int j = 0; j < nsrc; ++j) {
    const float dx = px[j] - xi, dy = py[j] - yi, dz = pz[j] - zi;
    const float r2 = dx * dx + dy * dy + dz * dz + 1e-3f;
    acc += mass[j] / sqrtf(r2);
  }
  phi[i] = -acc;
}

__global__ void potentialRsqrt(const float *__restrict__ px, const float *__restrict__ py,
                               const float *__restrict__ pz, const float *__restrict__ mass,
                               float *__restrict__ phi, int n, int nsrc) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= (unsigned)n)
    return;
  const float xi = px[i], yi = py[i], zi = pz[i];
  float acc = 0.0f;
  for (int j = 0; j < nsrc; ++j) {
    const float dx = px[j] - xi, dy = py[j] - yi, dz = pz[j] - zi;
    const float r2 = dx * dx + dy * dy + dz * dz + 1e-3f;
    acc += mass[j] * rsqrtf(r2);
  }
  phi[i] = -acc;
}
