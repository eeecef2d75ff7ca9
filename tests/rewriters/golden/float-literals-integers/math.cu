// status: ok
__global__ void mixed__math(const float *in, float *out, double *wide, double step, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = lim::opaque_at<decltype(in[i])>(lim_flag, 613u, (i));
  float s = 0.0f;
  for (int k = 1; k <= 4; ++k)
    s += v * (k * 0.25);
  for (int j = 0; j < n * 0.5; j += 1024)
    s += 1.0f;
  lim::guarded_store(&(wide[i]), (i + 0.5) * step, lim_flag);
  lim::guarded_store(&(out[i]), s, lim_flag);
}
