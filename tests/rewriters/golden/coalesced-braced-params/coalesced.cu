// status: ok
__global__ void rowScale__coalesced(const float *x, float *y, int rows, int cols) {
  const long long r = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  const Rows in{x, cols};
  const float *xr = x + r * cols; const auto lim_shift_795 = lim::coalesced_runs((r * cols), (0), (cols)); 
  float *yr = y + r * cols;
  float s = 0.0f;
  for (int c = 0; c < cols; ++c)
    s += x[((r * cols) + (c)) + lim_shift_795.at((c))];
  const auto lim_shift_839 = lim::coalesced_runs((r * cols), (0), (cols)); for (int c = 0; c < cols; ++c)
    y[((r * cols) + (c)) + lim_shift_839.at((c))] = x[((r * cols) + (c)) + lim_shift_839.at((c))] * s + in.base[c];
}
