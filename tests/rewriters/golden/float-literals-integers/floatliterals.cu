// status: ok
__global__ void mixed__floatliterals(const float *in, float *out, double *wide, double step, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = in[i];
  float s = 0.0f;
  for (int k = 1; k <= 4; ++k)
    s += v * (k * 0.25f);
  for (int j = 0; j < n * 0.5; j += 1024)
    s += 1.0f;
  wide[i] = (i + 0.5) * step;
  out[i] = s;
}
