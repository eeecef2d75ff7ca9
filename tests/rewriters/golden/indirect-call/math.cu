// status: conservative
// reason: line 5: a call through a function pointer is kept as is
__global__ void apply__math(const float *in, float *out, UnaryOp op, int lim_flag) {
  int i = threadIdx.x;
  lim::guarded_store(&(out[i]), op(lim::opaque_at<decltype(in[i])>(lim_flag, 188u, (i))), lim_flag);
}
