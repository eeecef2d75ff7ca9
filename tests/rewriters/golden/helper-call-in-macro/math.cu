// status: conservative
// reason: line 12: the call of 'gain' is spelled inside a macro and keeps the original helper
__device__ float gain__math(int lim_flag, float v) { return 1.5f * v + 0.25f; }
__global__ void gains__math(const float *in, float *out, float *both, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[i]), SQUARE(gain__math(lim_flag, lim::opaque_at<decltype(in[i])>(lim_flag, 507u, (i)))), lim_flag);
  lim::guarded_store(&(both[i]), TWICE_GAIN(lim::opaque_at<decltype(in[i])>(lim_flag, 539u, (i))), lim_flag);
}
