// status: ok
__device__ void skip__streaming(unsigned n) {
    for (unsigned k = 0; k < n; ++k)
      state = state * 1664525u + 1013904223u;
  }
__device__ float lim_operator_call__streaming() {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) * (1.0f / 16777216.0f);
  }
__global__ void jitter__streaming(const float *in, float *out, const unsigned *seeds, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Lcg rng(__ldcs(&(seeds[i])));
  rng.skip__streaming(3);
  float x = __ldcs(&(in[i]));
  for (int k = 0; k < 8; ++k)
    x += 0.01f * (rng).lim_operator_call__streaming();
  __stcs(&(out[i]), x);
}
