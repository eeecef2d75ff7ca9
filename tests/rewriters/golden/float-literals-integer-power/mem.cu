// status: ok
__global__ void gaussPower__mem(const float *x, float *y, float sigma, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = x[i];
  float s = lim::fold<decltype(exp(-pow(v, 2) / (2 * sigma * sigma)) / sqrt(2 * 3.14159265 * sigma * sigma))>(v);
  const int steps = lim::fold<decltype(static_cast<int>(pow(sigma, 3)))>(sigma);
  do { s = lim::fold<decltype(s)>(s, v); } while (0)
;
  y[i] = s;
}
