// status: ok
template <class T> __global__ void stridedSum__skeleton(const T *in, T *out, int lim_flag) {
  T *part = BlockMemory<T>();
  const unsigned t = threadIdx.x;
  lim::guarded_store(&(part[t]), lim::stored<decltype(part[t])>(lim_flag), lim_flag);
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      lim::guarded_store(&(part[at]), lim::stored<decltype(part[at])>(lim_flag), lim_flag);
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), lim::stored<decltype(out[blockIdx.x])>(lim_flag), lim_flag);
}
