// status: ok
template <class T> __global__ void reduceInterleavedSamples__nobarrier(const T *g, T *o, unsigned int n) {
  T *sdata = SharedMemory<T>();
  const unsigned int tid = threadIdx.x;
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g[i] : 0;
  lim::barrier_removed();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if ((tid % (2 * s)) == 0)
      sdata[tid] += sdata[tid + s];
    lim::barrier_removed();
  }
  if (tid == 0)
    o[blockIdx.x] = sdata[0];
}
