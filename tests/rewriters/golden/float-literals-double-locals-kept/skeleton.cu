// status: ok
__global__ void decides__skeleton(const float *x, float *y, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  double d = x[i];
  lim::guarded_store(&(y[(int)d++]), lim::stored<decltype(y[(int)d++])>(lim_flag), lim_flag);
  double acc = 0;
  int k;
  for (k = 0; k < n; ++k) {
    acc += x[k] * 0.1;
    if (acc >= 1.0)
      break;
  }
  double e = lim::opaque_at<decltype(x[i])>(lim_flag, 745u, (i));
  lim::guarded_store(&(y[i]), lim::stored<decltype(y[i])>(lim_flag), lim_flag);
}
