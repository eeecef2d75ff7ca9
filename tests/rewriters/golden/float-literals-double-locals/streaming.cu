// status: conservative
// reason: line 19: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void horner__streaming(const float *x, float *y, double *exact, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double v = __ldcs(&(x[i]));
  double acc = 0.0;
  for (int k = 0; k < 16; ++k)
    acc = acc * v + 0.5 * k;
  __stcs(&(y[i]), acc);
  double kept = __ldcs(&(x[i])) * 2.0;
  __stcs(&(exact[i]), kept);
  const double bound = __ldcs(&(x[i])) * 4.0;
  for (int k = 0; k < bound; ++k)
    y[i] += 1.0f;
}
