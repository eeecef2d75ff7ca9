// status: ok
template <class T> __global__ void reduceInterleavedSamples__streaming(const T *g, T *o, unsigned int n) {
  T *sdata = SharedMemory<T>();
  const unsigned int tid = threadIdx.x;
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? __ldcs(&(g[i])) : 0;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if ((tid % (2 * s)) == 0)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    __stcs(&(o[blockIdx.x]), sdata[0]);
}
