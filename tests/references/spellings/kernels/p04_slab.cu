// Pair 3b (expected what-if: nobankconflict). Each thread mixes its own slab of SLAB = 32
// values kept in a one-dimensional shared array, reading them in a pass-dependent order (so
// nvcc cannot forward its stores to its loads); slab t starts at word t * 32, so the lanes of a
// warp touching word k of their slabs all hit one bank. slabSmoothPadded, the fix, strides the
// slabs by 33 words. slabSmoothMacro is a probe: the slow kernel with its index in a macro.
#include <cuda_runtime.h>

#define SLAB 32
#define SLAB_THREADS 128
#define AT(t, k) ((t) * SLAB + (k))

__global__ void slabSmoothConflicted(const float *in, float *out, int passes) {
  __shared__ float slab[SLAB_THREADS * SLAB];
  const int t = threadIdx.x;
  const int base = blockIdx.x * SLAB_THREADS * SLAB;
  const int row0 = t * SLAB;
  for (int k = 0; k < SLAB; ++k)
    slab[row0 + k] = in[base + k * SLAB_THREADS + t];
  float acc = 0.0f;
  for (int p = 0; p < passes; ++p) {
#pragma unroll
    for (int k = 0; k < SLAB; ++k) {
      acc = 0.5f * acc + slab[row0 + ((k * 7 + p) & (SLAB - 1))];
      slab[row0 + k] = acc;
    }
  }
  for (int k = 0; k < SLAB; ++k)
    out[base + k * SLAB_THREADS + t] = slab[row0 + k];
}

__global__ void slabSmoothPadded(const float *in, float *out, int passes) {
  __shared__ float slab[SLAB_THREADS * (SLAB + 1)];
  const int t = threadIdx.x;
  const int base = blockIdx.x * SLAB_THREADS * SLAB;
  const int row0 = t * (SLAB + 1);
  for (int k = 0; k < SLAB; ++k)
    slab[row0 + k] = in[base + k * SLAB_THREADS + t];
  float acc = 0.0f;
  for (int p = 0; p < passes; ++p) {
#pragma unroll
    for (int k = 0; k < SLAB; ++k) {
      acc = 0.5f * acc + slab[row0 + ((k * 7 + p) & (SLAB - 1))];
      slab[row0 + k] = acc;
    }
  }
  for (int k = 0; k < SLAB; ++k)
    out[base + k * SLAB_THREADS + t] = slab[row0 + k];
}

__global__ void slabSmoothMacro(const float *in, float *out, int passes) {
  __shared__ float slab[SLAB_THREADS * SLAB];
  const int t = threadIdx.x;
  const int base = blockIdx.x * SLAB_THREADS * SLAB;
  for (int k = 0; k < SLAB; ++k)
    slab[AT(t, k)] = in[base + k * SLAB_THREADS + t];
  float acc = 0.0f;
  for (int p = 0; p < passes; ++p) {
#pragma unroll
    for (int k = 0; k < SLAB; ++k) {
      acc = 0.5f * acc + slab[AT(t, (k * 7 + p) & (SLAB - 1))];
      slab[AT(t, k)] = acc;
    }
  }
  for (int k = 0; k < SLAB; ++k)
    out[base + k * SLAB_THREADS + t] = slab[AT(t, k)];
}
