// p160: a block sum written against span-like accessors: a DeviceSpan<const T> handed by value
// with `at(size_t)`, and a SmemSpan<T> over the block's dynamic shared memory whose
// `operator[]` takes its index by const reference (as some libraries' generic code does).
// SLOW (blockSumSpanInterleaved): interleaved addressing, `if (tid % (2 * s) == 0)`: the active
//   threads of a step are spread over every warp (divergent warps, 2-way+ conflicts).
// FIX  (blockSumSpanSequential): sequential addressing, `if (tid < s)`, s halving.
// Expected what-if: nodivergence.
#include <cstddef>

template <typename T>
struct DeviceSpan {
  T *ptr;
  size_t len;
  __device__ T &at(size_t i) const { return ptr[i]; }
  __device__ size_t size() const { return len; }
};

template <typename T>
struct SmemSpan {
  T *ptr;
  __device__ explicit SmemSpan(T *p) : ptr(p) {}
  __device__ T &operator[](const unsigned &i) const { return ptr[i]; }
};

template <typename T>
__global__ void blockSumSpanInterleaved(DeviceSpan<const T> in, DeviceSpan<T> out) {
  extern __shared__ unsigned char smem_raw[];
  SmemSpan<T> s(reinterpret_cast<T *>(smem_raw));
  const unsigned tid = threadIdx.x;
  const size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + tid;
  s[tid] = i < in.size() ? in.at(i) : T(0);
  __syncthreads();
  for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
    if (tid % (2 * stride) == 0) s[tid] += s[tid + stride];
    __syncthreads();
  }
  if (tid == 0) out.at(blockIdx.x) = s[0u];
}

template <typename T>
__global__ void blockSumSpanSequential(DeviceSpan<const T> in, DeviceSpan<T> out) {
  extern __shared__ unsigned char smem_raw[];
  SmemSpan<T> s(reinterpret_cast<T *>(smem_raw));
  const unsigned tid = threadIdx.x;
  const size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + tid;
  s[tid] = i < in.size() ? in.at(i) : T(0);
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (tid < stride) s[tid] += s[tid + stride];
    __syncthreads();
  }
  if (tid == 0) out.at(blockIdx.x) = s[0u];
}

template __global__ void blockSumSpanInterleaved<float>(DeviceSpan<const float>, DeviceSpan<float>);
template __global__ void blockSumSpanSequential<float>(DeviceSpan<const float>, DeviceSpan<float>);
