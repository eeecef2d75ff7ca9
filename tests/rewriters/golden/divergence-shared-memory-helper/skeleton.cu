// status: ok
template <class T> __global__ void reduceInterleavedSamples__skeleton(const T *g, T *o, unsigned int n, int lim_flag) {
  T *sdata = SharedMemory<T>();
  const unsigned int tid = threadIdx.x;
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(sdata[tid]), lim::stored<decltype(sdata[tid])>(lim_flag), lim_flag);
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if ((tid % (2 * s)) == 0)
      lim::guarded_store(&(sdata[tid]), lim::stored<decltype(sdata[tid])>(lim_flag), lim_flag);
    __syncthreads();
  }
  if (tid == 0)
    lim::guarded_store(&(o[blockIdx.x]), lim::stored<decltype(o[blockIdx.x])>(lim_flag), lim_flag);
}
