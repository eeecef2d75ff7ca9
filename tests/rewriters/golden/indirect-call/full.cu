// status: ok
__global__ void apply__full(const float *in, float *out, UnaryOp op) {
  int i = threadIdx.x;
  out[i] = op(in[i]);
}
