// status: ok
__global__ void rowScale__streaming(const float *x, float *y, int rows, int cols) {
  const long long r = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  const Rows in{x, cols};
  const float *xr = x + r * cols;
  float *yr = y + r * cols;
  float s = 0.0f;
  for (int c = 0; c < cols; ++c)
    s += __ldcs(&(xr[c]));
  for (int c = 0; c < cols; ++c)
    __stcs(&(yr[c]), __ldcs(&(xr[c])) * s + __ldcs(&(in.base[c])));
}
