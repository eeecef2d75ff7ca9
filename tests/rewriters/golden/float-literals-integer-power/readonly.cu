// status: ok
__global__ void gaussPower__readonly(const float *x, float *y, float sigma, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = __ldg(&(x[i]));
  float s = exp(-pow(v, 2) / (2 * sigma * sigma)) / sqrt(2 * 3.14159265 * sigma * sigma);
  const int steps = static_cast<int>(pow(sigma, 3));
  for (int k = 0; k < steps; ++k)
    s += v * k;
  y[i] = s;
}
