// Integers converted to double beside unsuffixed literals: they join the single-precision
// values they stand beside (`v * (k * 0.25)` with a float v: suffixed, a float multiply), but
// make nothing single precision by themselves: a loop's bound of ints (`j < n * 0.5`) keeps
// its double, where a float would round n past 2^24, and double code (`(i + 0.5) * step`
// stored to a double) keeps its literal without a note.

__global__ void mixed(const float *in, float *out, double *wide, double step, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = in[i];
  float s = 0.0f;
  for (int k = 1; k <= 4; ++k)
    s += v * (k * 0.25);
  for (int j = 0; j < n * 0.5; j += 1024)
    s += 1.0f;
  wide[i] = (i + 0.5) * step;
  out[i] = s;
}
