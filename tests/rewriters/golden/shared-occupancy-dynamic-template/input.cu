// The shared-occupancy what-if on dynamic shared memory a struct hands out as a typed pointer
// in a template's text: the fold takes its element count from the element's size
// (lim::shared_folded_dynamic_of), so each instantiation folds onto 8 KiB of its own type.
template <class T> struct Staging {
  __device__ operator T *() {
    extern __shared__ unsigned char stagingBytes[];
    return reinterpret_cast<T *>(stagingBytes);
  }
};

template <class T> __global__ void stagedScale(const T *in, T *out, T factor) {
  T *stage = Staging<T>();
  const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  stage[t] = in[g] * factor;
  __syncthreads();
  out[g] = stage[blockDim.x - 1 - t];
}

template __global__ void stagedScale<float>(const float *, float *, float);
template __global__ void stagedScale<double>(const double *, double *, double);
