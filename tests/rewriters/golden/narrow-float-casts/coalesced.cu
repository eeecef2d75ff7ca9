// status: ok
__global__ void swish__coalesced(act_t *out, act_t *gate, const act_t *in, float beta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = (float)in[lim::coalesced_index_linear(i, 1)];
  float s = x / (1.0f + expf(-beta * x));
  out[lim::coalesced_index_linear(i, 1)] = (act_t)(s * 0.5f + x);
  gate[lim::coalesced_index_linear(i, 1)] = act_t(s);
}
