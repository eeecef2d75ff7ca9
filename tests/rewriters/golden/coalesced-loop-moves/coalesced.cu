// status: ok
__global__ void neighbours__coalesced(const float *__restrict__ in, const float *__restrict__ m,
                           const float *__restrict__ w, float *__restrict__ out, int n, int rows) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = p;
  if (p < Radius || p >= rows - Radius)
    return; const auto lim_run_1_1374 = lim::coalesced_runs_linear((4 * (p + static_cast<int>(-Radius))), 4, 0, 4); 
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int j = -Radius; j <= Radius; ++j) {
    r += in[(4 * (p + j)) + lim_run_1_1374.at(0)];
    g += in[(4 * (p + j) + 1) + lim_run_1_1374.at(1)];
    b += in[(4 * (p + j) + 2) + lim_run_1_1374.at(2)];
    a += in[(4 * (p + j) + 3) + lim_run_1_1374.at(3)];
  }
  const auto lim_shift_1531 = lim::coalesced_shift(((row + static_cast<unsigned int>(0u)) * n)); for (unsigned k = 0u; k < 8u; ++k)
    r += m[((row + k) * n) + lim_shift_1531];
  const auto lim_run_1_1590 = lim::coalesced_runs_linear((2 * row), 2, 0, 2); for (int k = 0; k < n; ++k) {
    g += w[(2 * row) + lim_run_1_1590.at(0)] * m[k];
    g += w[(2 * row + 1) + lim_run_1_1590.at(1)];
  }
  for (int k = 0; k < n; ++k)
    b += m[lim::coalesced_index((row + k) * row)];
  for (int j = 0; j < 2; ++j) {
    const auto lim_run_1_1738 = lim::coalesced_runs_linear((4 * PIXEL(j)), 4, 0, 2); a += in[(4 * PIXEL(j)) + lim_run_1_1738.at(0)];
    a += in[(4 * PIXEL(j) + 1) + lim_run_1_1738.at(1)];
  }
  for (int j = 0; j < 2; ++j) {
    {
      const auto lim_run_1_1840 = lim::coalesced_runs_linear((4 * (p + j)), 4, 2, 4); r += in[(4 * (p + j) + 2) + lim_run_1_1840.at(2)];
      r += in[(4 * (p + j) + 3) + lim_run_1_1840.at(3)];
    }
  }
  int at = p;
  for (int j = 0; j < 2; ++j) {
    g += in[lim::coalesced_index(at + j)];
    g += in[lim::coalesced_index(at + j + 1)];
    at += n * (threadIdx.x & 1);
  }
  for (int j = 0; j < n; ++j) {
    if (j == rows)
      break;
    const auto lim_run_1_2105 = lim::coalesced_runs_linear((2 * (p + j)), 2, 0, 2); b += in[(2 * (p + j)) + lim_run_1_2105.at(0)];
    b += in[(2 * (p + j) + 1) + lim_run_1_2105.at(1)];
  }
  out[p] = r + g + b + a;
}
