// status: ok
__device__ void skip__coalesced(unsigned n) {
    for (unsigned k = 0; k < n; ++k)
      state = state * 1664525u + 1013904223u;
  }
__device__ float lim_operator_call__coalesced() {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) * (1.0f / 16777216.0f);
  }
__global__ void jitter__coalesced(const float *in, float *out, const unsigned *seeds, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Lcg rng(seeds[lim::coalesced_index_linear(i, 1)]);
  rng.skip__coalesced(3);
  float x = in[lim::coalesced_index_linear(i, 1)];
  for (int k = 0; k < 8; ++k)
    x += 0.01f * (rng).lim_operator_call__coalesced();
  out[lim::coalesced_index_linear(i, 1)] = x;
}
