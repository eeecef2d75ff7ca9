// status: conservative
// reason: line 21: keeps an access through a pointer that differs between the lanes of a warp (a row pointer per lane, `(const float *)((const char *)img + y * pitch)`): lanes whose pointers differ keep their own elements, so the what-if could not coalesce it
// reason: line 25: keeps an access through a pointer that differs between the lanes of a warp (a row pointer per lane, `(const float *)((const char *)img + y * pitch)`): lanes whose pointers differ keep their own elements, so the what-if could not coalesce it
// reason: line 18: keeps an access through a row pointer whose offset holds a line comment or a preprocessor line (its text cannot be moved onto one line)
__global__ void rows__coalesced(const float *in, const float *other, float *out, int n) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  const float *row = in + r * 64;
  const float *back = in + 64 * n + r * 64;
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const float *cmt = other + (128 * n // the third block of rows
                              + q * 64);
  const float *ok = other + q * 64;
  const auto lim_run_1_1114 = lim::coalesced_runs_linear((q * 64), 64, 0, 2); float s = other[((q * 64) + (0)) + lim_run_1_1114.at(0)] + other[((q * 64) + (1)) + lim_run_1_1114.at(1)] + cmt[2];
  {
    const int r = 1 << 20;
    s += row[0] + row[1] + (float)r;
  }
  {
    const float *in = back + 8;
    s += back[threadIdx.x & 3] + in[0];
  }
  out[r] = s;
}
