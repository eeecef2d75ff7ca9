// Pair 3c (expected what-if: nobankconflict). A block sum over dynamic shared memory reached
// through a helper that hands out the block's `extern __shared__` buffer as a typed pointer,
// as templated reductions written for several element types do. sumStridedDyn pairs the
// partial sums by a strided index (`2 * s * t`), whose lanes meet in the same banks;
// sumSequentialDyn, the fix, lets thread t add t + s for t < s.
#include <cuda_runtime.h>

template <class T> struct BlockScratch {
  __device__ operator T *() {
    extern __shared__ unsigned char scratchBytes[];
    return reinterpret_cast<T *>(scratchBytes);
  }
};

template <class T> __global__ void sumStridedDyn(const T *in, T *out) {
  T *part = BlockScratch<T>();
  const unsigned t = threadIdx.x;
  part[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      part[at] += part[at + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}

template <class T> __global__ void sumSequentialDyn(const T *in, T *out) {
  T *part = BlockScratch<T>();
  const unsigned t = threadIdx.x;
  part[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      part[t] += part[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}

template __global__ void sumStridedDyn<float>(const float *, float *);
template __global__ void sumSequentialDyn<float>(const float *, float *);
