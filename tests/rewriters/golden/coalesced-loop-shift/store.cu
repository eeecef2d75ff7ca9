// status: ok
__global__ void rowTimesVector__store(const float *__restrict__ M, const float *__restrict__ v,
                               float *__restrict__ y, float *__restrict__ part, int n, int rows, int lim_flag) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float a = 0.0f, b = 0.0f, c = 0.0f, d = 0.0f, e = 0.0f, f = 0.0f;
  for (int k = 0; k < n; ++k)
    a += lim::opaque_at<decltype(M[row * n + k])>(lim_flag, 1243u, (row * n + k)) * lim::opaque_at<decltype(v[k])>(lim_flag, 1272u, (k));
  for (int k = 0; k < n; ++k) {
    if (row & 1)
      b += lim::opaque_at<decltype(M[k * n + row])>(lim_flag, 1243u, (k * n + row));
  }
  for (int k = 0; k < n; ++k) {
    if (k == rows)
      break;
    c += lim::opaque_at<decltype(M[row + k])>(lim_flag, 1243u, (row + k));
  }
  for (int k = threadIdx.x & 31; k < n; k += 32)
    d += lim::opaque_at<decltype(M[row * n + k])>(lim_flag, 1243u, (row * n + k));
  int at = row;
  for (int k = 0; k < n; ++k) {
    e += lim::opaque_at<decltype(M[at + k])>(lim_flag, 1243u, (at + k));
    at += n * (threadIdx.x & 1);
  }
#pragma unroll 4
  for (int k = 0; k < 8; ++k)
    f += lim::opaque_at<decltype(M[row * 8 + k])>(lim_flag, 1243u, (row * 8 + k));
  float g = 0.0f;
  for (int k = 0; k < n; ++k) {
    switch (row & 1) {
    case 1:
      continue;
    }
    g += lim::opaque_at<decltype(M[row * n + k])>(lim_flag, 1243u, (row * n + k));
  }
  for (int k = 0; k < n;) {
    for (int j = 0; j < 4; ++j) {
      if (j == (row & 3))
        break;
      ++k;
    }
    g += lim::opaque_at<decltype(M[k])>(lim_flag, 1243u, (k));
    ++k;
  }
  switch (n & 1) {
  case 0:
    for (int k = 0; k < n; ++k)
      g += lim::opaque_at<decltype(M[row * n + k])>(lim_flag, 1243u, (row * n + k));
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
  g += lim::opaque_at<decltype(M[idx[1]])>(lim_flag, 1243u, (idx[1])) + lim::opaque_at<decltype(M[p.lo])>(lim_flag, 1243u, (p.lo)) + lim::opaque_at<decltype(M[j])>(lim_flag, 1243u, (j));
  const float acc = a + b + c + d + e + f + g;
  if (threadIdx.x == 0)
    y[blockIdx.x] = lim::stored<decltype(y[blockIdx.x])>(lim_flag);
  part[row] = lim::stored<decltype(part[row])>(lim_flag);
}
