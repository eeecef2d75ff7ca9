// Held-out-style latency-bound kernels at low occupancy (2026-12).
#include <cuda_runtime.h>

// (a) a dependent chase whose every step is weighted by one of 64 coefficients the thread
// keeps in a register array (fully unrolled): many registers, few warps to hide the chase.
// Fix: read the coefficient where it is used (an L1 hit) and keep few registers.
#define NCOEF 64
__global__ void chaseRegArray(const int *__restrict__ next, const float *__restrict__ coef,
                              float *__restrict__ out, int rounds) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  float c[NCOEF];
#pragma unroll
  for (int k = 0; k < NCOEF; ++k) c[k] = coef[k * 32 + (threadIdx.x & 31)];
  int j = next[t];
  float acc = 0.0f;
  for (int r = 0; r < rounds; ++r) {
#pragma unroll
    for (int k = 0; k < NCOEF; ++k) {
      j = next[j];
      acc = fmaf(c[k], (float)(j & 15), acc);
    }
  }
  out[t] = acc;
}

__global__ void chaseRegArrayLdg(const int *__restrict__ next, const float *__restrict__ coef,
                                 float *__restrict__ out, int rounds) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  int j = next[t];
  float acc = 0.0f;
  for (int r = 0; r < rounds; ++r) {
#pragma unroll 4
    for (int k = 0; k < NCOEF; ++k) {
      j = next[j];
      acc = fmaf(__ldg(&coef[k * 32 + (threadIdx.x & 31)]), (float)(j & 15), acc);
    }
  }
  out[t] = acc;
}

// (b) a chase that logs each step in a shared trail sized for the most steps it may be
// asked (64 x 128 ints, 32 KiB) and is run with 16: a block holds 32 KiB for 8 KiB of use.
// Fix: a trail of the 16 steps it takes.
#define MAX_STEPS 64
__global__ void chaseTrailBig(const int *__restrict__ next, int *__restrict__ out, int steps) {
  __shared__ int trail[MAX_STEPS][128];
  const int t = threadIdx.x;
  int j = next[blockIdx.x * 128 + t];
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    trail[s][t] = j;
  }
  __syncthreads();
  int acc = 0;
  for (int s = 0; s < steps; ++s) acc += trail[s][(t + s) & 127];
  out[blockIdx.x * 128 + t] = acc;
}

#define FIT_STEPS 16
__global__ void chaseTrailFit(const int *__restrict__ next, int *__restrict__ out, int steps) {
  __shared__ int trail[FIT_STEPS][128];
  const int t = threadIdx.x;
  int j = next[blockIdx.x * 128 + t];
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    trail[s][t] = j;
  }
  __syncthreads();
  int acc = 0;
  for (int s = 0; s < steps; ++s) acc += trail[s][(t + s) & 127];
  out[blockIdx.x * 128 + t] = acc;
}

// (c) an 8-bit image pushed through a 256-entry table many times (dependent L1 lookups),
// launched with 8 x 4 blocks (32 threads: 32 blocks per multiprocessor hold 1024 threads).
// Fix: the same kernel launched with 32 x 8 blocks (lutPasses2DWide, its own config).
__global__ void lutPasses2D(const unsigned char *__restrict__ img, const unsigned char *__restrict__ lut,
                            unsigned char *__restrict__ res, int w, int h, int passes) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    unsigned v = img[y * w + x];
    for (int p = 0; p < passes; ++p) v = lut[(v + p) & 255];
    res[y * w + x] = (unsigned char)v;
  }
}

__global__ void lutPasses2DWide(const unsigned char *__restrict__ img,
                                const unsigned char *__restrict__ lut,
                                unsigned char *__restrict__ res, int w, int h, int passes) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    unsigned v = img[y * w + x];
    for (int p = 0; p < passes; ++p) v = lut[(v + p) & 255];
    res[y * w + x] = (unsigned char)v;
  }
}
