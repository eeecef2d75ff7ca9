// status: ok
__device__ void fill__readonly(float *out, float lim, float v) {
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    out[j] = v;
}
__device__ float pick__readonly(const float *in, double at) { return __ldg(&(in[(int)at])); }
__global__ void boundedThroughHelpers__readonly(float *out, const float *in, int n, float scale) {
  fill__readonly(out, n * 0.1 * 10.0, scale * 0.5);
  out[n + threadIdx.x] = pick__readonly(in, threadIdx.x * 0.5 * 2.0) * 0.25;
}
