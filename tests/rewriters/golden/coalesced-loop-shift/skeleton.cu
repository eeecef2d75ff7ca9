// status: ok
__global__ void rowTimesVector__skeleton(const float *__restrict__ M, const float *__restrict__ v,
                               float *__restrict__ y, float *__restrict__ part, int n, int rows, int lim_flag) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float a = 0.0f, b = 0.0f, c = 0.0f, d = 0.0f, e = 0.0f, f = 0.0f;
  for (int k = 0; k < n; ++k)
    a += lim::opaque_at<decltype(M[row * n + k])>(lim_flag, 780u, (row * n + k)) * lim::opaque_at<decltype(v[k])>(lim_flag, 809u, (k));
  for (int k = 0; k < n; ++k) {
    if (row & 1)
      b += lim::opaque_at<decltype(M[k * n + row])>(lim_flag, 780u, (k * n + row));
  }
  for (int k = 0; k < n; ++k) {
    if (k == rows)
      break;
    c += lim::opaque_at<decltype(M[row + k])>(lim_flag, 780u, (row + k));
  }
  for (int k = threadIdx.x & 31; k < n; k += 32)
    d += lim::opaque_at<decltype(M[row * n + k])>(lim_flag, 780u, (row * n + k));
  int at = row;
  for (int k = 0; k < n; ++k) {
    e += lim::opaque_at<decltype(M[at + k])>(lim_flag, 780u, (at + k));
    at += n;
  }
#pragma unroll 4
  for (int k = 0; k < 8; ++k)
    f += lim::opaque_at<decltype(M[row * 8 + k])>(lim_flag, 780u, (row * 8 + k));
  const float acc = a + b + c + d + e + f;
  if (threadIdx.x == 0)
    lim::guarded_store(&(y[blockIdx.x]), lim::stored<decltype(y[blockIdx.x])>(lim_flag), lim_flag);
  lim::guarded_store(&(part[row]), lim::stored<decltype(part[row])>(lim_flag), lim_flag);
}
