// The no-divergence what-if on a tree reduction counted by levels: the stride is `1 << level`
// doubled (`(half << 1) - 1` the mask), a power of two whatever the level, so the roles need
// no test of the stride at run time (the mask form's lim::mask_stride).
template <int LEVELS>
__global__ void levelSums(const int *in, int *out) {
  __shared__ int part[1 << LEVELS];
  const int tid = threadIdx.x;
  part[tid] = in[blockIdx.x * (1 << LEVELS) + tid];
  __syncthreads();
  for (int level = 0; level < LEVELS; ++level) {
    const int half = 1 << level;
    if ((tid & ((half << 1) - 1)) == 0)
      part[tid] += part[tid + half];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = part[0];
}

template __global__ void levelSums<8>(const int *, int *);
