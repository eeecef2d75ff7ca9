// A histogram in shared memory, its bins chosen by loaded data and bumped through a helper:
// mem-only keeps each bin's update as a fold of the bin, which adds 1 (a fold that stored the
// value just read would be deleted by the compiler, with the global load that chose the bin).
__device__ void bump(unsigned char *bins, unsigned value) {
  bins[(value >> 2) & 63u]++;
}

__global__ void histogram(unsigned *partial, const uint2 *data, unsigned count) {
  __shared__ unsigned char bins[64 * 64];
  for (unsigned k = threadIdx.x; k < 64 * 64; k += blockDim.x)
    bins[k] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += blockDim.x * gridDim.x) {
    uint2 word = data[i];
    bump(bins + threadIdx.x % 64 * 64, word.x);
    bump(bins + threadIdx.x % 64 * 64, word.y);
  }
  __syncthreads();
  if (threadIdx.x < 64) {
    unsigned sum = 0;
    for (unsigned b = 0; b < 64; ++b)
      sum += bins[b * 64 + threadIdx.x];
    partial[blockIdx.x * 64 + threadIdx.x] = sum;
  }
}
