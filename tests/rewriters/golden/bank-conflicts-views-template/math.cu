// status: ok
template <class T> __global__ void stridedSum__math(const T *in, T *out, int lim_flag) {
  T *part = BlockMemory<T>();
  const unsigned t = threadIdx.x;
  part[t] = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 797u, (blockIdx.x * blockDim.x + t));
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      part[at] += part[at + s];
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), part[0], lim_flag);
}
