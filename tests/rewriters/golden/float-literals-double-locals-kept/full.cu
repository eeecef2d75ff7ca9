// status: ok
__global__ void decides__full(const float *x, float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  double d = x[i];
  y[(int)d++] = 0.0f;
  double acc = 0;
  int k;
  for (k = 0; k < n; ++k) {
    acc += x[k] * 0.1;
    if (acc >= 1.0)
      break;
  }
  double e = x[i];
  y[i] = acc + k + __shfl_down_sync(0xffffffffu, e *= 3.0, 1);
}
