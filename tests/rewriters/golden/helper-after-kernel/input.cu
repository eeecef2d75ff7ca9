// Helpers declared above the kernel and defined below it: each clone is declared where the
// helper is (with the declaration's default arguments) and defined after the helper's body.
// A template helper and a helper that calls another are cloned the same way.
#include <cuda.h>

__device__ float scale(float v, float by = 4.0f);
template <class T> __device__ T clampTo(T v, T hi);
__device__ float twice(float v) { return scale(v, 2.0f); }

__global__ void scaleAll(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = clampTo(scale(in[i]) + twice(in[i]), 100.0f);
}

__device__ float scale(float v, float by) { return v * by; }
template <class T> __device__ T clampTo(T v, T hi) { return v < hi ? v : hi; }
