// status: ok
__global__ void gaussPower__math(const float *x, float *y, float sigma, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = lim::opaque_at<decltype(x[i])>(lim_flag, 577u, (i));
  float s = exp(-pow(v, 2) / (2 * sigma * sigma)) / sqrt(2 * 3.14159265 * sigma * sigma);
  const int steps = static_cast<int>(pow(sigma, 3));
  for (int k = 0; k < steps; ++k)
    s += v * k;
  lim::guarded_store(&(y[i]), s, lim_flag);
}
