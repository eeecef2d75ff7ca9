// status: conservative
// reason: line 13: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 15: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 16: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void swish__streaming(act_t *out, act_t *gate, const act_t *in, float beta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = (float)in[i];
  float s = x / (1.0f + expf(-beta * x));
  out[i] = (act_t)(s * 0.5f + x);
  gate[i] = act_t(s);
}
