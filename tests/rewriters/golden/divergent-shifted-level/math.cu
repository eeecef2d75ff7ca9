// status: ok
template <int LEVELS>
__global__ void levelSums__math(const int *in, int *out, int lim_flag) {
  __shared__ int part[1 << LEVELS];
  const int tid = threadIdx.x;
  part[tid] = lim::opaque_at<decltype(in[blockIdx.x * (1 << LEVELS) + tid])>(lim_flag, 418u, (blockIdx.x * (1 << LEVELS) + tid));
  __syncthreads();
  for (int level = 0; level < LEVELS; ++level) {
    const int half = 1 << level;
    if ((tid & ((half << 1) - 1)) == 0)
      part[tid] += part[tid + half];
    __syncthreads();
  }
  if (tid == 0)
    lim::guarded_store(&(out[blockIdx.x]), part[0], lim_flag);
}
