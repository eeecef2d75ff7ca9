// status: ok
__global__ void swish__readonly(act_t *out, act_t *gate, const act_t *in, float beta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = (float)__ldg(&(in[i]));
  float s = x / (1.0f + expf(-beta * x));
  out[i] = (act_t)(s * 0.5f + x);
  gate[i] = act_t(s);
}
