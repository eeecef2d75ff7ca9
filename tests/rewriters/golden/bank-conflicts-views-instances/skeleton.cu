// status: ok
template <class T> __global__ void mixOf__skeleton(const T *in, T *out, int lim_flag) {
  extern __shared__ float words[];
  T *typed = reinterpret_cast<T *>(words);
  const unsigned t = threadIdx.x;
  lim::guarded_store(&(typed[t]), lim::stored<decltype(typed[t])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag), lim_flag);
}
