// status: ok
__device__ void fill__math(int lim_flag, float *out, float lim, float v) {
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    lim::guarded_store(&(out[j]), v, lim_flag);
}
__device__ float pick__math(int lim_flag, const float *in, double at) { return lim::opaque_at<decltype(in[(int)at])>(lim_flag, 538u, ((int)at)); }
__global__ void boundedThroughHelpers__math(float *out, const float *in, int n, float scale, int lim_flag) {
  fill__math(lim_flag, out, n * 0.1 * 10.0, scale * 0.5);
  lim::guarded_store(&(out[n + threadIdx.x]), pick__math(lim_flag, in, threadIdx.x * 0.5 * 2.0) * 0.25, lim_flag);
}
