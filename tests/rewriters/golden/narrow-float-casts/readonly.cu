// status: conservative
// reason: line 13: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__global__ void swish__readonly(act_t *out, act_t *gate, const act_t *in, float beta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = (float)in[i];
  float s = x / (1.0f + expf(-beta * x));
  out[i] = (act_t)(s * 0.5f + x);
  gate[i] = act_t(s);
}
