// status: conservative
// reason: line 18: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void decides__streaming(const float *x, float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  double d = __ldcs(&(x[i]));
  __stcs(&(y[(int)d++]), 0.0f);
  double acc = 0;
  int k;
  for (k = 0; k < n; ++k) {
    acc += __ldcs(&(x[k])) * 0.1;
    if (acc >= 1.0)
      break;
  }
  double e = __ldcs(&(x[i]));
  y[i] = acc + k + __shfl_down_sync(0xffffffffu, e *= 3.0, 1);
}
