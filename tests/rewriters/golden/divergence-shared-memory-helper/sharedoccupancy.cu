// status: ok
template <class T> __global__ void reduceInterleavedSamples__sharedoccupancy(const T *g, T *o, unsigned int n) {
  T *sdata = SharedMemory<T>();
  const unsigned int tid = threadIdx.x;
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[lim::shared_folded_dynamic_of<sizeof(sdata[0])>(tid)] = (i < n) ? g[i] : 0;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if ((tid % (2 * s)) == 0)
      sdata[lim::shared_folded_dynamic_of<sizeof(sdata[0])>(tid)] += sdata[lim::shared_folded_dynamic_of<sizeof(sdata[0])>(tid + s)];
    __syncthreads();
  }
  if (tid == 0)
    o[blockIdx.x] = sdata[lim::shared_folded_dynamic_of<sizeof(sdata[0])>(0)];
}
