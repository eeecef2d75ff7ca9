// status: ok
__global__ void squareAll__math(const float *in, float *out, int lim_flag) {
  int i = threadIdx.x;
  lim::guarded_store(&(out[i]), SQUARE(lim::opaque_at<decltype(in[i])>(lim_flag, 128u, (i))), lim_flag);
}
