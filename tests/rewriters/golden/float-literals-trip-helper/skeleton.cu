// status: ok
__device__ void fill__skeleton(int lim_flag, float *out, float lim, float v) {
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    lim::guarded_store(&(out[j]), lim::stored<decltype(out[j])>(lim_flag), lim_flag);
}
__device__ float pick__skeleton(int lim_flag, const float *in, double at) { return lim::opaque_at<decltype(in[(int)at])>(lim_flag, 538u, ((int)at)); }
__global__ void boundedThroughHelpers__skeleton(float *out, const float *in, int n, float scale, int lim_flag) {
  fill__skeleton(lim_flag, out, n * 0.1 * 10.0, scale * 0.5);
  lim::guarded_store(&(out[n + threadIdx.x]), lim::stored<decltype(out[n + threadIdx.x])>(lim_flag), lim_flag);
}
