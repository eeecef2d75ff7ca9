// status: conservative
// reason: line 15: keeps the double literal: the double value of its expression goes on as a double (a double variable, another function's double argument, or beside other double values), where the double may be meant
// reason: line 17: keeps the double literal: the double value of its expression goes on as a double (a double variable, another function's double argument, or beside other double values), where the double may be meant
__global__ void horner__floatliterals(const float *x, float *y, double *exact, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  float acc = 0.0;
  for (int k = 0; k < 16; ++k)
    acc = acc * v + 0.5f * k;
  y[i] = acc;
  double kept = x[i] * 2.0;
  exact[i] = kept;
  const double bound = x[i] * 4.0;
  for (int k = 0; k < bound; ++k)
    y[i] += 1.0f;
}
