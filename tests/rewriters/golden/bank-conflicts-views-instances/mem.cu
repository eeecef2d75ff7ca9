// status: ok
template <class T> __global__ void mixOf__mem(const T *in, T *out) {
  extern __shared__ float words[];
  T *typed = reinterpret_cast<T *>(words);
  const unsigned t = threadIdx.x;
  typed[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = lim::fold<decltype(out[blockIdx.x * blockDim.x + t])>(typed[blockDim.x - 1 - t], words[t]);
 lim::keep_shared(&words); }
