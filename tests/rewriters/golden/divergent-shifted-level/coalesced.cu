// status: ok
template <int LEVELS>
__global__ void levelSums__coalesced(const int *in, int *out) {
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
