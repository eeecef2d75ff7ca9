// status: ok
__device__ void skip__skeleton(int lim_flag, unsigned n) {
    for (unsigned k = 0; k < n; ++k)
      state = state * 1664525u + 1013904223u;
  }
__device__ float lim_operator_call__skeleton(int lim_flag) {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) * (1.0f / 16777216.0f);
  }
__global__ void jitter__skeleton(const float *in, float *out, const unsigned *seeds, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Lcg rng(lim::opaque_at<decltype(seeds[i])>(lim_flag, 882u, (i)));
  rng.skip__skeleton(lim_flag, 3);
  float x = lim::opaque_at<decltype(in[i])>(lim_flag, 920u, (i));
  for (int k = 0; k < 8; ++k)
    x += 0.01f * (rng).lim_operator_call__skeleton(lim_flag);
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
