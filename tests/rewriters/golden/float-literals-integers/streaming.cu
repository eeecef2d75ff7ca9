// status: ok
__global__ void mixed__streaming(const float *in, float *out, double *wide, double step, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = __ldcs(&(in[i]));
  float s = 0.0f;
  for (int k = 1; k <= 4; ++k)
    s += v * (k * 0.25);
  for (int j = 0; j < n * 0.5; j += 1024)
    s += 1.0f;
  __stcs(&(wide[i]), (i + 0.5) * step);
  __stcs(&(out[i]), s);
}
