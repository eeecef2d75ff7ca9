// status: ok
__device__ float draw__math(int lim_flag, Lcg &gen, float scale) { return (lim::opaque<decltype(gen)>(lim_flag, 456u, &(gen)).next() >> 8) * scale; }
__global__ void drawAll__math(Lcg *states, float *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), draw__math(lim_flag, states[i], 1.0f / 16777216.0f), lim_flag);
}
