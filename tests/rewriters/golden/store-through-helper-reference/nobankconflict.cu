// status: ok
__device__ void orderPair__nobankconflict(unsigned &low, unsigned &high, bool ascending) {
  if ((low > high) == ascending) {
    unsigned t = low;
    low = high;
    high = t;
  }
}
__global__ void sortTiles__nobankconflict(const unsigned *in, unsigned *out) {
  __shared__ unsigned tile[(256) + ((256) - 1) / 32 * 1];
  unsigned base = blockIdx.x * 256;
  tile[lim::bank_skewed<32, 1>(threadIdx.x)] = in[base + threadIdx.x];
  tile[lim::bank_skewed<32, 1>(threadIdx.x + 128)] = in[base + threadIdx.x + 128];
  for (unsigned width = 128; width > 0; width >>= 1) {
    __syncthreads();
    unsigned at = 2 * threadIdx.x - (threadIdx.x & (width - 1));
    orderPair__nobankconflict(tile[lim::bank_skewed<32, 1>(at)], tile[lim::bank_skewed<32, 1>(at + width)], true);
  }
  __syncthreads();
  out[base + threadIdx.x] = tile[lim::bank_skewed<32, 1>(threadIdx.x)];
  out[base + threadIdx.x + 128] = tile[lim::bank_skewed<32, 1>(threadIdx.x + 128)];
}
