// status: ok
template <class T> __global__ void reduceInterleavedSamples__nodivergence(const T *g, T *o, unsigned int n) {
  T *sdata = SharedMemory<T>();
  const unsigned int tid = threadIdx.x;
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g[i] : 0;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if (lim::stride_place(tid, ((2 * s)), (0), blockDim.x) < blockDim.x && ((true || ((static_cast<decltype(tid)>(lim::stride_place(tid, ((2 * s)), (0), blockDim.x)) % (2 * s)) == 0))))
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    o[blockIdx.x] = sdata[0];
}
