// Narrowing probes for the gaps found in q3, q5 and q6.
#include <cuda_runtime.h>
#include <math.h>

template <int BLOCK>
__global__ void isumMaskEqT(const int *__restrict__ in, int *__restrict__ total) {
  __shared__ int sm[BLOCK];
  const int tid = threadIdx.x;
  sm[tid] = in[blockIdx.x * BLOCK + tid];
  __syncthreads();
  for (int s = 1; s < BLOCK; s <<= 1) {
    if ((tid & (2 * s - 1)) == 0)
      sm[tid] += sm[tid + s];
    __syncthreads();
  }
  if (tid == 0) atomicAdd(total, sm[0]);
}

__global__ void isumNegPlain(const int *__restrict__ in, int *__restrict__ total) {
  __shared__ int sm[256];
  const unsigned tid = threadIdx.x;
  sm[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s <<= 1) {
    if (!(tid & (2 * s - 1)))
      sm[tid] += sm[tid + s];
    __syncthreads();
  }
  if (tid == 0) atomicAdd(total, sm[0]);
}

__global__ void isumNegMod(const int *__restrict__ in, int *__restrict__ total) {
  __shared__ int sm[256];
  const unsigned tid = threadIdx.x;
  sm[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s <<= 1) {
    if (!(tid % (2 * s)))
      sm[tid] += sm[tid + s];
    __syncthreads();
  }
  if (tid == 0) atomicAdd(total, sm[0]);
}

__global__ void isumZeroLeft(const int *__restrict__ in, int *__restrict__ total) {
  __shared__ int sm[256];
  const unsigned tid = threadIdx.x;
  sm[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s <<= 1) {
    if (0 == tid % (2 * s))
      sm[tid] += sm[tid + s];
    __syncthreads();
  }
  if (tid == 0) atomicAdd(total, sm[0]);
}

__global__ void gaussNoConst(const float *__restrict__ x, float *__restrict__ w, float mu,
                             float sigma, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float d = x[i] - mu;
    w[i] = exp(-pow(d, 2.0) / (2.0 * sigma * sigma));
  }
}

__global__ void gaussConstOnly(const float *__restrict__ x, float *__restrict__ w, float mu,
                               float sigma, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float d = x[i] - mu;
    w[i] = expf(-d * d / (2.0f * sigma * sigma)) / (sigma * sqrt(2.0 * 3.14159265358979));
  }
}

__global__ void powHalf(const float *__restrict__ x, float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i], s = 0.0f;
    for (int k = 1; k <= 16; ++k)
      s += pow(v, 0.5) / k;
    y[i] = s;
  }
}

__global__ void powFloatK(const float *__restrict__ x, float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i], s = 0.0f;
    for (int k = 1; k <= 16; ++k) {
      const float fk = (float)k;
      s += pow(v, fk * 0.25) / fk;
    }
    y[i] = s;
  }
}

// A 1D 48 KiB buffer indexed by threadIdx.x only (128 threads use 512 bytes).
__global__ void chaseBigBuf1D(const int *__restrict__ next, float *__restrict__ out, int steps) {
  __shared__ float buf[12288];
  const int t = threadIdx.x;
  buf[t] = 0.f;
  int j = next[blockIdx.x * blockDim.x + t];
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    buf[t] += (float)(j & 7);
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = buf[(t + 1) & 127];
}

__global__ void reluFmax(const float *__restrict__ x, float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = fmax(x[i] * 1.5, 0.0);
}
