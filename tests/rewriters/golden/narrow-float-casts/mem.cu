// status: ok
__global__ void swish__mem(act_t *out, act_t *gate, const act_t *in, float beta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = lim::fold<decltype((float)in[i])>(static_cast<float>(in[i]));
  float s = lim::fold<decltype(x / (1.0f + expf(-beta * x)))>(x, x);
  out[i] = lim::fold<decltype(out[i])>(s, x);
  gate[i] = lim::fold<decltype(gate[i])>(s);
}
