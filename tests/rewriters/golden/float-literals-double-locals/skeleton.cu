// status: ok
__global__ void horner__skeleton(const float *x, float *y, double *exact, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double v = lim::opaque_at<decltype(x[i])>(lim_flag, 597u, (i));
  double acc = 0.0;
  for (int k = 0; k < 16; ++k)
    do { /* limiter: it only computes what this variant does not keep */ } while (0);
  lim::guarded_store(&(y[i]), lim::stored<decltype(y[i])>(lim_flag), lim_flag);
  double kept = lim::opaque_at<decltype(x[i])>(lim_flag, 713u, (i)) * 2.0;
  lim::guarded_store(&(exact[i]), lim::stored<decltype(exact[i])>(lim_flag), lim_flag);
  const double bound = x[i] * 4.0;
  for (int k = 0; k < bound; ++k)
    lim::guarded_store(&(y[i]), lim::stored<decltype(y[i])>(lim_flag), lim_flag);
}
