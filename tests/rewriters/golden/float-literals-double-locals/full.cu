// status: ok
__global__ void horner__full(const float *x, float *y, double *exact, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double v = x[i];
  double acc = 0.0;
  for (int k = 0; k < 16; ++k)
    acc = acc * v + 0.5 * k;
  y[i] = acc;
  double kept = x[i] * 2.0;
  exact[i] = kept;
  const double bound = x[i] * 4.0;
  for (int k = 0; k < bound; ++k)
    y[i] += 1.0f;
}
