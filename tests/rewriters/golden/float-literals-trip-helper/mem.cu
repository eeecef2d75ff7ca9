// status: ok
__device__ void fill__mem(float *out, float lim, float v) {
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    out[j] = v;
}
__device__ float pick__mem(const float *in, double at) { return in[(int)at]; }
__global__ void boundedThroughHelpers__mem(float *out, const float *in, int n, float scale) {
  fill__mem(out, n * 0.1 * 10.0, lim::fold<decltype(scale * 0.5)>(scale));
  out[n + threadIdx.x] = lim::fold<decltype(out[n + threadIdx.x])>(pick__mem(in, threadIdx.x * 0.5 * 2.0));
}
