// status: ok
template <class T> __global__ void mixOf__math(const T *in, T *out, int lim_flag) {
  extern __shared__ float words[];
  T *typed = reinterpret_cast<T *>(words);
  const unsigned t = threadIdx.x;
  typed[t] = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 502u, (blockIdx.x * blockDim.x + t));
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), typed[blockDim.x - 1 - t] + static_cast<T>(words[t]), lim_flag);
}
