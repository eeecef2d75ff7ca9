// The what-ifs that lay out dynamic shared memory decide over every instantiation at once, as
// their edits share the template's text: mixOf<float> reaches the memory through floats only,
// but mixOf<double> through doubles (its view) and floats (the array), which one layout cannot
// serve, so both keep it.
template <class T> __global__ void mixOf(const T *in, T *out) {
  extern __shared__ float words[];
  T *typed = reinterpret_cast<T *>(words);
  const unsigned t = threadIdx.x;
  typed[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = typed[blockDim.x - 1 - t] + static_cast<T>(words[t]);
}

template __global__ void mixOf<float>(const float *, float *);
template __global__ void mixOf<double>(const double *, double *);
