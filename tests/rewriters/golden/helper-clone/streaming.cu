// status: ok
__device__ void store__streaming(float *p, int i, float v) { __stcs(&(p[i]), v); }
__device__ float square__streaming(float v) { return v * v; }
__device__ float load__streaming(const float *p, int i) { return __ldcs(&(p[i])); }
__global__ void squares__streaming(const float *in, float *out) {
  int i = threadIdx.x;
  store__streaming(out, i, square__streaming(load__streaming(in, i)) + 1.0f);
}
