// status: ok
__global__ void decides__math(const float *x, float *y, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  double d = x[i];
  lim::guarded_store(&(y[(int)d++]), 0.0f, lim_flag);
  double acc = 0;
  int k;
  for (k = 0; k < n; ++k) {
    acc += x[k] * 0.1;
    if (acc >= 1.0)
      break;
  }
  double e = lim::opaque_at<decltype(x[i])>(lim_flag, 745u, (i));
  lim::guarded_store(&(y[i]), acc + k + __shfl_down_sync(0xffffffffu, e *= 3.0, 1), lim_flag);
}
