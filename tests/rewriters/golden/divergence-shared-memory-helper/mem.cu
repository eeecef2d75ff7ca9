// status: ok
template <class T> __global__ void reduceInterleavedSamples__mem(const T *g, T *o, unsigned int n) {
  T *sdata = SharedMemory<T>();
  const unsigned int tid = threadIdx.x;
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g[i] : 0;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if ((tid % (2 * s)) == 0)
      (void)0;
    __syncthreads();
  }
  if (tid == 0)
    o[blockIdx.x] = sdata[0];
}
