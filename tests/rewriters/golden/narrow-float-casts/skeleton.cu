// status: ok
__global__ void swish__skeleton(act_t *out, act_t *gate, const act_t *in, float beta, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = (float)lim::opaque_at<decltype(in[i])>(lim_flag, 552u, (i));
  float s = x / (1.0f + expf(-beta * x));
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(gate[i]), lim::stored<decltype(gate[i])>(lim_flag), lim_flag);
}
