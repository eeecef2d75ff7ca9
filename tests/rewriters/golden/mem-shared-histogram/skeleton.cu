// status: ok
__device__ void bump__skeleton(int lim_flag, unsigned char *bins, unsigned value) {
  lim::guarded_store(&(bins[(value >> 2) & 63u]), lim::stored<decltype(bins[(value >> 2) & 63u])>(lim_flag), lim_flag);
}
__global__ void histogram__skeleton(unsigned *partial, const uint2 *data, unsigned count, int lim_flag) {
  __shared__ unsigned char bins[64 * 64];
  for (unsigned k = threadIdx.x; k < 64 * 64; k += blockDim.x)
    lim::guarded_store(&(bins[k]), lim::stored<decltype(bins[k])>(lim_flag), lim_flag);
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += blockDim.x * gridDim.x) {
    uint2 word = data[i];
    bump__skeleton(lim_flag, bins + threadIdx.x % 64 * 64, word.x);
    bump__skeleton(lim_flag, bins + threadIdx.x % 64 * 64, word.y);
  }
  __syncthreads();
  if (threadIdx.x < 64) {
    unsigned sum = 0;
    for (unsigned b = 0; b < 64; ++b)
      sum += bins[b * 64 + threadIdx.x];
    lim::guarded_store(&(partial[blockIdx.x * 64 + threadIdx.x]), lim::stored<decltype(partial[blockIdx.x * 64 + threadIdx.x])>(lim_flag), lim_flag);
  }
}
