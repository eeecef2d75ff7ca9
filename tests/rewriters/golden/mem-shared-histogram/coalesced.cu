// status: conservative
// reason: line 14: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ void bump__coalesced(unsigned char *bins, unsigned value) {
  bins[(value >> 2) & 63u]++;
}
__global__ void histogram__coalesced(unsigned *partial, const uint2 *data, unsigned count) {
  __shared__ unsigned char bins[64 * 64];
  for (unsigned k = threadIdx.x; k < 64 * 64; k += blockDim.x)
    bins[k] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += blockDim.x * gridDim.x) {
    uint2 word = data[i];
    bump__coalesced(bins + threadIdx.x % 64 * 64, word.x);
    bump__coalesced(bins + threadIdx.x % 64 * 64, word.y);
  }
  __syncthreads();
  if (threadIdx.x < 64) {
    unsigned sum = 0;
    for (unsigned b = 0; b < 64; ++b)
      sum += bins[b * 64 + threadIdx.x];
    partial[lim::coalesced_index_linear(blockIdx.x * 64 + threadIdx.x, 1)] = sum;
  }
}
