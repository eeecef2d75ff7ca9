// The interleaved tree reduction as the CUDA samples write it: the block's dynamic shared
// memory handed out by a helper struct's conversion (`T *sdata = SharedMemory<T>();`). The
// pointer is the same in every thread (the helper returns the start of an extern shared
// array), so no divergence gives the tree's pairs to the first threads, as it does for the
// extern array named in the kernel. Before, the pointer counted as a value of the thread's own
// and the branch kept its lanes (not applicable).
template <class T> struct SharedMemory {
  __device__ operator T *() {
    extern __shared__ int sharedWords[];
    return (T *)sharedWords;
  }
};

template <class T> __global__ void reduceInterleavedSamples(const T *g, T *o, unsigned int n) {
  T *sdata = SharedMemory<T>();
  const unsigned int tid = threadIdx.x;
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g[i] : 0;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if ((tid % (2 * s)) == 0)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    o[blockIdx.x] = sdata[0];
}

template __global__ void reduceInterleavedSamples<float>(const float *, float *, unsigned int);
