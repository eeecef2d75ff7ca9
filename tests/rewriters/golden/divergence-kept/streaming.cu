// status: conservative
// reason: line 15: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 18: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 21: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 30: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void guarded__streaming(float *out, int n) {
  const int t = threadIdx.x;
  if (t < n) {
    if (t % 2 == 0)
      __stcs(&(out[t]), 1.0f);
  }
  int k = 0;
  do
    if (t % 2 == 1)
      out[t] += 1.0f;
  while (++k < 2);
  if (t % 4 == 0)
    out[t] += __shfl_down_sync(0xffffffffu, __ldcs(&(out[t])), 1);
  if (t % 2 == 1) {
    if (t - 1 >= 0)
      out[t - 1] += 2.0f;
  }
  const float mine = __ldcs(&(out[t]));
  if (t % 2 == 0 && n > 4)
    __stcs(&(out[t]), mine);
  else
    __stcs(&(out[t]), -mine);
  if (t % 2 == 0) {
    for (int k = t; k < n; k += blockDim.x)
      out[k] += mine;
  } else {
    __stcs(&(out[t]), 0.0f);
  }
}
