// status: conservative
// reason: line 14: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ void bump__streaming(unsigned char *bins, unsigned value) {
  bins[(value >> 2) & 63u]++;
}
__global__ void histogram__streaming(unsigned *partial, const uint2 *data, unsigned count) {
  __shared__ unsigned char bins[64 * 64];
  for (unsigned k = threadIdx.x; k < 64 * 64; k += blockDim.x)
    bins[k] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += blockDim.x * gridDim.x) {
    uint2 word = data[i];
    bump__streaming(bins + threadIdx.x % 64 * 64, word.x);
    bump__streaming(bins + threadIdx.x % 64 * 64, word.y);
  }
  __syncthreads();
  if (threadIdx.x < 64) {
    unsigned sum = 0;
    for (unsigned b = 0; b < 64; ++b)
      sum += bins[b * 64 + threadIdx.x];
    __stcs(&(partial[blockIdx.x * 64 + threadIdx.x]), sum);
  }
}
