// status: conservative
// reason: line 17: keeps an access through a row pointer whose offset holds a line comment or a preprocessor line (its text cannot be moved onto one line)
__global__ void rows__coalesced(const float *in, const float *other, float *out, int n) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  const float *row = in + r * 64;
  const float *back = in + 64 * n + r * 64;
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const float *cmt = other + (128 * n // the third block of rows
                              + q * 64);
  const float *ok = other + q * 64;
  const auto lim_run_1_995 = lim::coalesced_runs_linear((q * 64), 64, 0, 2); float s = other[((q * 64) + (0)) + lim_run_1_995.at(0)] + other[((q * 64) + (1)) + lim_run_1_995.at(1)] + cmt[2];
  {
    const int r = 1 << 20;
    s += row[lim::coalesced(row, 0)] + row[lim::coalesced(row, 1)] + (float)r;
  }
  {
    const float *in = back + 8;
    s += back[lim::coalesced(back, threadIdx.x & 3)] + back[lim::coalesced(back, (8) + (0))];
  }
  out[r] = s;
}
