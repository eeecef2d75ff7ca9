// status: ok
__global__ void swish__streaming(act_t *out, act_t *gate, const act_t *in, float beta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = (float)__ldcs(&(in[i]));
  float s = x / (1.0f + expf(-beta * x));
  __stcs(&(out[i]), static_cast<lim::plain_t<decltype(out[i])>>((act_t)(s * 0.5f + x)));
  __stcs(&(gate[i]), static_cast<lim::plain_t<decltype(gate[i])>>(act_t(s)));
}
