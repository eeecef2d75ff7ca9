// status: ok
template <int LEVELS>
__global__ void levelSums__nobankconflict(const int *in, int *out) {
  __shared__ int part[(1 << LEVELS) + ((1 << LEVELS) - 1) / 32 * 1];
  const int tid = threadIdx.x;
  part[lim::bank_skewed<32, 1>(tid)] = in[blockIdx.x * (1 << LEVELS) + tid];
  __syncthreads();
  for (int level = 0; level < LEVELS; ++level) {
    const int half = 1 << level;
    if ((tid & ((half << 1) - 1)) == 0)
      part[lim::bank_skewed<32, 1>(tid)] += part[lim::bank_skewed<32, 1>(tid + half)];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = part[lim::bank_skewed<32, 1>(0)];
}
