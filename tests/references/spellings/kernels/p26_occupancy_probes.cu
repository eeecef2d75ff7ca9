// Category 5: latency-bound kernels at low occupancy.
#include <cuda_runtime.h>

// (a) too many registers: a per-thread window of 48 floats kept in registers
// (fully unrolled), a dependent gather each step. Fix: __launch_bounds__(256, 8).
#define WIN 48
__device__ __forceinline__ float windowChase(const int *idx, const float *val, int steps) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  float w[WIN];
#pragma unroll
  for (int k = 0; k < WIN; ++k) w[k] = val[(t + k * 97) & 0xFFFF];
  int j = idx[t];
  float acc = 0.f;
  for (int s = 0; s < steps; ++s) {
    j = idx[j];
#pragma unroll
    for (int k = 0; k < WIN; ++k) acc = fmaf(w[k], val[(j + k) & 0xFFFF], acc);
  }
  return acc;
}

__global__ void windowChaseWide(const int *idx, const float *val, float *out, int steps) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = windowChase(idx, val, steps);
}

__global__ void __launch_bounds__(256, 8) windowChaseBounded(const int *idx, const float *val,
                                                              float *out, int steps) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = windowChase(idx, val, steps);
}

// (b) too much static shared memory: a 2D scratch of 96 x 128 floats (48 KiB) of which a
// block touches only its first row. Fix: one row.
__global__ void chaseBigScratch(const int *__restrict__ next, float *__restrict__ out, int steps) {
  __shared__ float scratch[96][128];
  const int t = threadIdx.x;
  scratch[0][t] = 0.f;
  int j = next[blockIdx.x * blockDim.x + t];
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    scratch[0][t] += (float)(j & 7);
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = scratch[0][(t + 1) & 127];
}

__global__ void chaseSmallScratch(const int *__restrict__ next, float *__restrict__ out, int steps) {
  __shared__ float scratch[1][128];
  const int t = threadIdx.x;
  scratch[0][t] = 0.f;
  int j = next[blockIdx.x * blockDim.x + t];
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    scratch[0][t] += (float)(j & 7);
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = scratch[0][(t + 1) & 127];
}

// (b') the same with the scratch size a template parameter (a real-project idiom).
template <int ROWS_, int COLS_>
__global__ void chaseBigScratchT(const int *__restrict__ next, float *__restrict__ out, int steps) {
  __shared__ float scratch[ROWS_][COLS_];
  const int t = threadIdx.x;
  scratch[0][t] = 0.f;
  int j = next[blockIdx.x * blockDim.x + t];
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    scratch[0][t] += (float)(j & 7);
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = scratch[0][(t + 1) % COLS_];
}

// (c) tiny blocks: a dependent chase launched with 32-thread blocks (a size_t global index,
// written threadIdx.x + blockDim.x * blockIdx.x). Fix: launch with 256.
__global__ void chaseTinyBlocks(const int *__restrict__ next, int *__restrict__ out, int steps) {
  const size_t i = threadIdx.x + (size_t)blockDim.x * blockIdx.x;
  int j = next[i];
  for (int s = 0; s < steps; ++s) j = next[j];
  out[i] = j;
}

// (c') tiny blocks of a grid-stride loop
__global__ void chaseTinyBlocksStride(const int *__restrict__ next, int *__restrict__ out,
                                      int n, int steps) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    int j = next[i];
    for (int s = 0; s < steps; ++s) j = next[j];
    out[i] = j;
  }
}
