// status: ok
__global__ void apply__streaming(const float *in, float *out, UnaryOp op) {
  int i = threadIdx.x;
  __stcs(&(out[i]), op(__ldcs(&(in[i]))));
}
