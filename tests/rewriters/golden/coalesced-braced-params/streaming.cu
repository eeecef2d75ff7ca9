// status: conservative
// reason: line 22: keeps a read through a pointer of unknown origin as written (it may be global memory, which the what-if cannot tell)
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
    __stcs(&(yr[c]), __ldcs(&(xr[c])) * s + in.base[c]);
}
