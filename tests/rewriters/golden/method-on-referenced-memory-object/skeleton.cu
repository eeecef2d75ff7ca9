// status: ok
__device__ float draw__skeleton(int lim_flag, Lcg &gen, float scale) { return (lim::opaque<decltype(gen)>(lim_flag, 456u, &(gen)).next() >> 8) * scale; }
__global__ void drawAll__skeleton(Lcg *states, float *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
