// Category 3: tree reductions, interleaved (slow) vs sequential addressing (fix).
#include <cuda_runtime.h>

// (a) PMPP textbook spelling: two elements a thread, stride from 1 up to blockDim.x,
// barrier at the top of the loop, `t % stride == 0` on partialSum[2*t].
#define SECTION 512
__global__ void pmppSumInterleaved(const float *input, float *output) {
  __shared__ float partialSum[SECTION];
  unsigned int t = threadIdx.x;
  unsigned int start = 2 * blockIdx.x * blockDim.x;
  partialSum[t] = input[start + t];
  partialSum[blockDim.x + t] = input[start + blockDim.x + t];
  for (unsigned int stride = 1; stride <= blockDim.x; stride *= 2) {
    __syncthreads();
    if (t % stride == 0)
      partialSum[2 * t] += partialSum[2 * t + stride];
  }
  if (t == 0)
    output[blockIdx.x] = partialSum[0];
}

__global__ void pmppSumSequential(const float *input, float *output) {
  __shared__ float partialSum[SECTION];
  unsigned int t = threadIdx.x;
  unsigned int start = 2 * blockIdx.x * blockDim.x;
  partialSum[t] = input[start + t];
  partialSum[blockDim.x + t] = input[start + blockDim.x + t];
  for (unsigned int stride = blockDim.x; stride >= 1; stride >>= 1) {
    __syncthreads();
    if (t < stride)
      partialSum[t] += partialSum[t + stride];
  }
  if (t == 0)
    output[blockIdx.x] = partialSum[0];
}

// (b) template block size, ints, negated mask test `!(tid & (2*s - 1))`, atomicAdd at the end.
template <int BLOCK>
__global__ void isumInterleavedNeg(const int *__restrict__ in, int *__restrict__ total) {
  __shared__ int sm[BLOCK];
  const int tid = threadIdx.x;
  sm[tid] = in[blockIdx.x * BLOCK + tid];
  __syncthreads();
  for (int s = 1; s < BLOCK; s <<= 1) {
    if (!(tid & (2 * s - 1)))
      sm[tid] += sm[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    atomicAdd(total, sm[0]);
}

template <int BLOCK>
__global__ void isumSequential(const int *__restrict__ in, int *__restrict__ total) {
  __shared__ int sm[BLOCK];
  const int tid = threadIdx.x;
  sm[tid] = in[blockIdx.x * BLOCK + tid];
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (tid < s)
      sm[tid] += sm[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    atomicAdd(total, sm[0]);
}

// (c) strided index (Harris reduce1) over doubles with a grid-stride accumulation first, then
// the last warp by shuffles in the fix; slow: interleaved down to one, `index = 2 * s * tid`.
__global__ void dsumStrided(const double *__restrict__ x, double *__restrict__ out, int n) {
  __shared__ double sdata[256];
  unsigned tid = threadIdx.x;
  double v = 0.0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x)
    v += x[i];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    unsigned index = 2 * s * tid;
    if (index < blockDim.x)
      sdata[index] += sdata[index + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

__global__ void dsumSeqShfl(const double *__restrict__ x, double *__restrict__ out, int n) {
  __shared__ double sdata[256];
  unsigned tid = threadIdx.x;
  double v = 0.0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x)
    v += x[i];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    v = sdata[tid] + sdata[tid + 32];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (tid == 0) out[blockIdx.x] = v;
  }
}

// (d) interleaved on threadIdx.x directly (no local), `% (s + s)`, int s doubling with +=,
// then the first warp finishes with shuffles after the tree has stopped at 32 partial sums
// (slow form keeps the interleaved tree for the upper levels).
__global__ void fsumModThenShfl(const float *in, float *out) {
  extern __shared__ float buf[];
  buf[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  for (int s = 1; s < 32; s += s) {
    if (threadIdx.x % (s + s) == 0)
      buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  // 8 partials left (every 32nd) for a 256-thread block
  if (threadIdx.x < 32) {
    float v = (threadIdx.x * 32 < blockDim.x) ? buf[threadIdx.x * 32] : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (threadIdx.x == 0) out[blockIdx.x] = v;
  }
}

__global__ void fsumSeqThenShfl(const float *in, float *out) {
  extern __shared__ float buf[];
  buf[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s >= 8; s >>= 1) {
    if (threadIdx.x < s)
      buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x < 32) {
    float v = threadIdx.x < 8 ? buf[threadIdx.x] : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (threadIdx.x == 0) out[blockIdx.x] = v;
  }
}
