// status: ok
__global__ void apply__coalesced(const float *in, float *out, UnaryOp op) {
  int i = threadIdx.x;
  out[lim::coalesced_index_linear(i, 1)] = op(in[lim::coalesced_index_linear(i, 1)]);
}
