// The no-bank-conflicts what-if in a template's own text, the way templated reductions reach
// dynamic shared memory for any element type: the view's element is the template's, so the
// swizzle takes its row and padding from sizeof. The struct's explicit specialization for
// double returns another `extern __shared__` array, which starts at the same place.
template <class T> struct BlockMemory {
  __device__ operator T *() {
    extern __shared__ int words[];
    return (T *)words;
  }
};

template <> struct BlockMemory<double> {
  __device__ operator double *() {
    extern __shared__ double doubles[];
    return (double *)doubles;
  }
};

template <class T> __global__ void stridedSum(const T *in, T *out) {
  T *part = BlockMemory<T>();
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

template __global__ void stridedSum<float>(const float *, float *);
template __global__ void stridedSum<double>(const double *, double *);
