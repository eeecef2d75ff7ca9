// status: ok
__global__ void squareAll__streaming(const float *in, float *out) {
  int i = threadIdx.x;
  __stcs(&(out[i]), SQUARE(__ldcs(&(in[i]))));
}
