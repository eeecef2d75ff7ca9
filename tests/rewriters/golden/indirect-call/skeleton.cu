// status: conservative
// reason: line 5: a call through a function pointer is kept as is
__global__ void apply__skeleton(const float *in, float *out, UnaryOp op, int lim_flag) {
  int i = threadIdx.x;
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
