// status: ok
__device__ void orderPair__skeleton(int lim_flag, unsigned &low, unsigned &high, bool ascending) {
  if ((low > high) == ascending) {
    unsigned t = low;
    low = high;
    high = t;
  }
}
__global__ void sortTiles__skeleton(const unsigned *in, unsigned *out, int lim_flag) {
  __shared__ unsigned tile[256];
  unsigned base = blockIdx.x * 256;
  tile[threadIdx.x] = in[base + threadIdx.x];
  tile[threadIdx.x + 128] = in[base + threadIdx.x + 128];
  for (unsigned width = 128; width > 0; width >>= 1) {
    __syncthreads();
    unsigned at = 2 * threadIdx.x - (threadIdx.x & (width - 1));
    orderPair__skeleton(lim_flag, tile[at], tile[at + width], true);
  }
  __syncthreads();
  lim::guarded_store(&(out[base + threadIdx.x]), lim::stored<decltype(out[base + threadIdx.x])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[base + threadIdx.x + 128]), lim::stored<decltype(out[base + threadIdx.x + 128])>(lim_flag), lim_flag);
}
