// status: ok
__global__ void neighbours__skeleton(const float *__restrict__ in, const float *__restrict__ m,
                           const float *__restrict__ w, float *__restrict__ out, int n, int rows, int lim_flag) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = p;
  if (p < Radius || p >= rows - Radius)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int j = -Radius; j <= Radius; ++j) {
    r += lim::opaque_at<decltype(in[4 * (p + j)])>(lim_flag, 1012u, (4 * (p + j)));
    g += lim::opaque_at<decltype(in[4 * (p + j) + 1])>(lim_flag, 1012u, (4 * (p + j) + 1));
    b += lim::opaque_at<decltype(in[4 * (p + j) + 2])>(lim_flag, 1012u, (4 * (p + j) + 2));
    a += lim::opaque_at<decltype(in[4 * (p + j) + 3])>(lim_flag, 1012u, (4 * (p + j) + 3));
  }
  for (unsigned k = 0u; k < 8u; ++k)
    r += lim::opaque_at<decltype(m[(row + k) * n])>(lim_flag, 1042u, ((row + k) * n));
  for (int k = 0; k < n; ++k) {
    g += lim::opaque_at<decltype(w[2 * row])>(lim_flag, 1098u, (2 * row)) * lim::opaque_at<decltype(m[k])>(lim_flag, 1042u, (k));
    g += lim::opaque_at<decltype(w[2 * row + 1])>(lim_flag, 1098u, (2 * row + 1));
  }
  for (int k = 0; k < n; ++k)
    b += lim::opaque_at<decltype(m[(row + k) * row])>(lim_flag, 1042u, ((row + k) * row));
  for (int j = 0; j < 2; ++j) {
    a += lim::opaque_at<decltype(in[4 * PIXEL(j)])>(lim_flag, 1012u, (4 * PIXEL(j)));
    a += lim::opaque_at<decltype(in[4 * PIXEL(j) + 1])>(lim_flag, 1012u, (4 * PIXEL(j) + 1));
  }
  for (int j = 0; j < 2; ++j) {
    {
      r += lim::opaque_at<decltype(in[4 * (p + j) + 2])>(lim_flag, 1012u, (4 * (p + j) + 2));
      r += lim::opaque_at<decltype(in[4 * (p + j) + 3])>(lim_flag, 1012u, (4 * (p + j) + 3));
    }
  }
  int at = p;
  for (int j = 0; j < 2; ++j) {
    g += lim::opaque_at<decltype(in[at + j])>(lim_flag, 1012u, (at + j));
    g += lim::opaque_at<decltype(in[at + j + 1])>(lim_flag, 1012u, (at + j + 1));
    at += n * (threadIdx.x & 1);
  }
  for (int j = 0; j < n; ++j) {
    if (j == rows)
      break;
    b += lim::opaque_at<decltype(in[2 * (p + j)])>(lim_flag, 1012u, (2 * (p + j)));
    b += lim::opaque_at<decltype(in[2 * (p + j) + 1])>(lim_flag, 1012u, (2 * (p + j) + 1));
  }
  lim::guarded_store(&(out[p]), lim::stored<decltype(out[p])>(lim_flag), lim_flag);
}
