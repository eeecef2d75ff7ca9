// status: ok
template <int LEVELS>
__global__ void levelSums__store(const int *in, int *out, int lim_flag) {
  __shared__ int part[1 << LEVELS];
  const int tid = threadIdx.x;
  part[tid] = lim::stored<decltype(part[tid])>(lim_flag);
  __syncthreads();
  for (int level = 0; level < LEVELS; ++level) {
    const int half = 1 << level;
    if ((tid & ((half << 1) - 1)) == 0)
      part[tid] = lim::stored<decltype(part[tid])>(lim_flag);
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = lim::stored<decltype(out[blockIdx.x])>(lim_flag);
}
