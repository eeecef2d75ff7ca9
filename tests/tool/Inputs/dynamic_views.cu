// A block sum by strided pairs (`2 * s * t`, whose lanes meet in the same banks) over dynamic
// shared memory that a struct hands out as a typed pointer, for floats and doubles, the way
// templated reductions reach `extern __shared__` memory for any element type.
template <class T> struct ScratchOf {
  __device__ operator T *() {
    extern __shared__ int scratchWords[];
    return reinterpret_cast<T *>(scratchWords);
  }
};

template <class T> __global__ void pairedSum(const T *in, T *out) {
  T *part = ScratchOf<T>();
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

template __global__ void pairedSum<float>(const float *, float *);
template __global__ void pairedSum<double>(const double *, double *);
