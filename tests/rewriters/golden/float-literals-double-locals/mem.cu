// status: ok
__global__ void horner__mem(const float *x, float *y, double *exact, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double v = x[i];
  double acc = 0.0;
  do { acc = lim::fold<decltype(acc)>(acc, v); } while (0)
;
  y[i] = acc;
  double kept = lim::fold<decltype(x[i] * 2.0)>(x[i]);
  exact[i] = kept;
  const double bound = x[i] * 4.0;
  for (int k = 0; k < bound; ++k)
    y[i] = lim::fold<decltype(y[i])>(y[i]);
}
