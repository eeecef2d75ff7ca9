// A compare-and-swap network on shared memory: the helper takes the two slots by non-const
// reference and their values decide whether it swaps them, so the tile's contents, and the
// global loads that fill it, are structural: every variant keeps them (a sort's data decide
// its swaps). Store-only keeps the helper's writes as the full kernel makes them, as it keeps
// every structural value, instead of calling the variant conservative.
#include <cuda.h>

__device__ void orderPair(unsigned &low, unsigned &high, bool ascending) {
  if ((low > high) == ascending) {
    unsigned t = low;
    low = high;
    high = t;
  }
}

__global__ void sortTiles(const unsigned *in, unsigned *out) {
  __shared__ unsigned tile[256];
  unsigned base = blockIdx.x * 256;
  tile[threadIdx.x] = in[base + threadIdx.x];
  tile[threadIdx.x + 128] = in[base + threadIdx.x + 128];
  for (unsigned width = 128; width > 0; width >>= 1) {
    __syncthreads();
    unsigned at = 2 * threadIdx.x - (threadIdx.x & (width - 1));
    orderPair(tile[at], tile[at + width], true);
  }
  __syncthreads();
  out[base + threadIdx.x] = tile[threadIdx.x];
  out[base + threadIdx.x + 128] = tile[threadIdx.x + 128];
}
