// status: ok
__device__ void fill__streaming(float *out, float lim, float v) {
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    __stcs(&(out[j]), v);
}
__device__ float pick__streaming(const float *in, double at) { return __ldcs(&(in[(int)at])); }
__global__ void boundedThroughHelpers__streaming(float *out, const float *in, int n, float scale) {
  fill__streaming(out, n * 0.1 * 10.0, scale * 0.5);
  __stcs(&(out[n + threadIdx.x]), pick__streaming(in, threadIdx.x * 0.5 * 2.0) * 0.25);
}
