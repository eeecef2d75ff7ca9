// status: conservative
// reason: line 19: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 20: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ void orderPair__coalesced(unsigned &low, unsigned &high, bool ascending) {
  if ((low > high) == ascending) {
    unsigned t = low;
    low = high;
    high = t;
  }
}
__global__ void sortTiles__coalesced(const unsigned *in, unsigned *out) {
  __shared__ unsigned tile[256];
  unsigned base = blockIdx.x * 256;
  tile[threadIdx.x] = in[base + threadIdx.x];
  tile[threadIdx.x + 128] = in[base + threadIdx.x + 128];
  for (unsigned width = 128; width > 0; width >>= 1) {
    __syncthreads();
    unsigned at = 2 * threadIdx.x - (threadIdx.x & (width - 1));
    orderPair__coalesced(tile[at], tile[at + width], true);
  }
  __syncthreads();
  const auto lim_run_1_1083 = lim::coalesced_runs_linear((base) + (threadIdx.x), 1, 0, 129); out[(base + threadIdx.x) + lim_run_1_1083.at(0)] = tile[threadIdx.x];
  out[(base + threadIdx.x + 128) + lim_run_1_1083.at(128)] = tile[threadIdx.x + 128];
}
