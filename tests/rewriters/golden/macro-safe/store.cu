// status: ok
__global__ void squareAll__store(const float *in, float *out, int lim_flag) {
  int i = threadIdx.x;
  out[i] = lim::opaque<decltype(out[i])>(lim_flag, 112u, &(out[i]));
}
