// status: ok
__device__ void bump__store(int lim_flag, unsigned char *bins, unsigned value) {
  bins[(value >> 2) & 63u] = lim::stored<decltype(bins[(value >> 2) & 63u])>(lim_flag);
}
__global__ void histogram__store(unsigned *partial, const uint2 *data, unsigned count, int lim_flag) {
  __shared__ unsigned char bins[64 * 64];
  for (unsigned k = threadIdx.x; k < 64 * 64; k += blockDim.x)
    bins[k] = lim::stored<decltype(bins[k])>(lim_flag);
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += blockDim.x * gridDim.x) {
    uint2 word = data[i];
    bump__store(lim_flag, bins + threadIdx.x % 64 * 64, word.x);
    bump__store(lim_flag, bins + threadIdx.x % 64 * 64, word.y);
  }
  __syncthreads();
  if (threadIdx.x < 64) {
    unsigned sum = 0;
    for (unsigned b = 0; b < 64; ++b)
      sum += bins[b * 64 + threadIdx.x];
    partial[blockIdx.x * 64 + threadIdx.x] = lim::stored<decltype(partial[blockIdx.x * 64 + threadIdx.x])>(lim_flag);
  }
}
