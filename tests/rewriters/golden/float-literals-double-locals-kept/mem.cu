// status: ok
__global__ void decides__mem(const float *x, float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  double d = x[i];
  y[(int)d++] = 0.0f;
  double acc = 0;
  int k;
  for (k = 0; k < n; ++k) {
    acc = lim::fold<decltype(acc)>(acc, x[k]);
    if (acc >= 1.0)
      break;
  }
  double e = x[i];
  y[i] = lim::fold<decltype(y[i])>(acc, __shfl_down_sync(0xffffffffu, e = lim::fold<decltype(e)>(e), 1));
}
