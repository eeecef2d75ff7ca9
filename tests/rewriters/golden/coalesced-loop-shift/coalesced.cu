// status: ok
__global__ void rowTimesVector__coalesced(const float *__restrict__ M, const float *__restrict__ v,
                               float *__restrict__ y, float *__restrict__ part, int n, int rows) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float a = 0.0f, b = 0.0f, c = 0.0f, d = 0.0f, e = 0.0f, f = 0.0f;
  const auto lim_shift_1106 = lim::coalesced_shift(M, (row * n)); for (int k = 0; k < n; ++k)
    a += M[(row * n + k) + lim_shift_1106] * v[k];
  for (int k = 0; k < n; ++k) {
    if (row & 1)
      b += M[lim::coalesced(M, k * n + row)];
  }
  for (int k = 0; k < n; ++k) {
    if (k == rows)
      break;
    c += M[lim::coalesced(M, row + k)];
  }
  for (int k = threadIdx.x & 31; k < n; k += 32)
    d += M[lim::coalesced(M, row * n + k)];
  int at = row;
  for (int k = 0; k < n; ++k) {
    e += M[lim::coalesced(M, at + k)];
    at += n;
  }
#pragma unroll 4
  for (int k = 0; k < 8; ++k)
    f += M[lim::coalesced(M, row * 8 + k)];
  const float acc = a + b + c + d + e + f;
  if (threadIdx.x == 0)
    y[blockIdx.x] = acc;
  part[lim::coalesced(part, row)] = acc;
}
