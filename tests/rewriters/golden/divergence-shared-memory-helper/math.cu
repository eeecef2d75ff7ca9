// status: ok
template <class T> __global__ void reduceInterleavedSamples__math(const T *g, T *o, unsigned int n, int lim_flag) {
  T *sdata = SharedMemory<T>();
  const unsigned int tid = threadIdx.x;
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? lim::opaque_at<decltype(g[i])>(lim_flag, 917u, (i)) : 0;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if ((tid % (2 * s)) == 0)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    lim::guarded_store(&(o[blockIdx.x]), sdata[0], lim_flag);
}
