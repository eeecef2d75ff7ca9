// status: ok
__global__ void squareAll__math(const float *in, float *out, int lim_flag) {
  int i = threadIdx.x;
  lim::guarded_store(&(out[i]), SQUARE(lim::opaque<decltype(in[i])>(lim_flag, 128u, &(in[i]))), lim_flag);
}
