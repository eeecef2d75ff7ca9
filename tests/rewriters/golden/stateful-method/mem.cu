// status: ok
__device__ void skip__mem(unsigned n) {
    do { } while (0)
;
  }
__device__ float lim_operator_call__mem() {
    state = lim::fold<decltype(state)>(state);
    return lim::fold<decltype((state >> 8) * (1.0f / 16777216.0f))>(state);
  }
__global__ void jitter__mem(const float *in, float *out, const unsigned *seeds, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Lcg rng(seeds[i]);
  rng.skip__mem(3);
  float x = in[i];
  do { x = lim::fold<decltype(x)>(x, rng); } while (0)
;
  out[i] = x;
}
