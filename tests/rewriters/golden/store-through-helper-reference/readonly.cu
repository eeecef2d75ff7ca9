// status: ok
__device__ void orderPair__readonly(unsigned &low, unsigned &high, bool ascending) {
  if ((low > high) == ascending) {
    unsigned t = low;
    low = high;
    high = t;
  }
}
__global__ void sortTiles__readonly(const unsigned *in, unsigned *out) {
  __shared__ unsigned tile[256];
  unsigned base = blockIdx.x * 256;
  tile[threadIdx.x] = __ldg(&(in[base + threadIdx.x]));
  tile[threadIdx.x + 128] = __ldg(&(in[base + threadIdx.x + 128]));
  for (unsigned width = 128; width > 0; width >>= 1) {
    __syncthreads();
    unsigned at = 2 * threadIdx.x - (threadIdx.x & (width - 1));
    orderPair__readonly(tile[at], tile[at + width], true);
  }
  __syncthreads();
  out[base + threadIdx.x] = tile[threadIdx.x];
  out[base + threadIdx.x + 128] = tile[threadIdx.x + 128];
}
