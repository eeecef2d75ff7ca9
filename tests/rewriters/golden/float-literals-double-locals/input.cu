// Double locals that hold float data (`double v = x[i]`, an accumulator `double acc`): C++
// widens the floats and computes in double, for a value that goes back to a float. The
// single-precision-literals what-if declares them float (and suffixes the literals beside
// them), as the fix writes it. A double local whose value goes on as a double (stored to a
// double array) stays double, and so does one that bounds a loop.
__global__ void horner(const float *x, float *y, double *exact, int n) {
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
