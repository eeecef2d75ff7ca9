// status: ok
__global__ void rowTimesVector__coalesced(const float *__restrict__ M, const float *__restrict__ v,
                               float *__restrict__ y, float *__restrict__ part, int n, int rows) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return; const auto lim_shift_1569 = lim::coalesced_runs((row * n), (0), (n)); 
  float a = 0.0f, b = 0.0f, c = 0.0f, d = 0.0f, e = 0.0f, f = 0.0f;
  for (int k = 0; k < n; ++k)
    a += M[(row * n + k) + lim_shift_1569.at((k))] * v[k];
  for (int k = 0; k < n; ++k) {
    if (row & 1)
      b += M[k * n + row];
  }
  for (int k = 0; k < n; ++k) {
    if (k == rows)
      break;
    c += M[row + k];
  }
  for (int k = threadIdx.x & 31; k < n; k += 32)
    d += M[lim::coalesced_index(row * n + k)];
  int at = row;
  for (int k = 0; k < n; ++k) {
    e += M[lim::coalesced_index(at + k)];
    at += n * (threadIdx.x & 1);
  }
const auto lim_shift_1996 = lim::coalesced_runs_linear((row * 8), 8, (0), (8)); _Pragma("unroll 4")
  for (int k = 0; k < 8; ++k)
    f += M[(row * 8 + k) + lim_shift_1996.at((k))];
  float g = 0.0f;
  for (int k = 0; k < n; ++k) {
    switch (row & 1) {
    case 1:
      continue;
    }
    g += M[lim::coalesced_index(row * n + k)];
  }
  for (int k = 0; k < n;) {
    for (int j = 0; j < 4; ++j) {
      if (j == (row & 3))
        break;
      ++k;
    }
    g += M[lim::coalesced_index(k)];
    ++k;
  }
  switch (n & 1) {
  case 0:
    for (int k = 0; k < n; ++k)
      g += M[lim::coalesced_index(row * n + k)];
    break;
  default:
    break;
  }
  int idx[2];
  idx[0] = row;
  idx[1] = row + 1;
  struct Pair {
    int lo, hi;
  } p;
  p.lo = row;
  int j = 0;
  int &r = j;
  r = row;
  g += M[lim::coalesced_index(idx[1])] + M[lim::coalesced_index(p.lo)] + M[lim::coalesced_index(j)];
  const float acc = a + b + c + d + e + f + g;
  if (threadIdx.x == 0)
    y[blockIdx.x] = acc;
  part[row] = acc;
}
