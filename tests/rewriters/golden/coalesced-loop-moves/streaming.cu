// status: ok
__global__ void neighbours__streaming(const float *__restrict__ in, const float *__restrict__ m,
                           const float *__restrict__ w, float *__restrict__ out, int n, int rows) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = p;
  if (p < Radius || p >= rows - Radius)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int j = -Radius; j <= Radius; ++j) {
    r += __ldcs(&(in[4 * (p + j)]));
    g += __ldcs(&(in[4 * (p + j) + 1]));
    b += __ldcs(&(in[4 * (p + j) + 2]));
    a += __ldcs(&(in[4 * (p + j) + 3]));
  }
  for (unsigned k = 0u; k < 8u; ++k)
    r += __ldcs(&(m[(row + k) * n]));
  for (int k = 0; k < n; ++k) {
    g += __ldcs(&(w[2 * row])) * __ldcs(&(m[k]));
    g += __ldcs(&(w[2 * row + 1]));
  }
  for (int k = 0; k < n; ++k)
    b += __ldcs(&(m[(row + k) * row]));
  for (int j = 0; j < 2; ++j) {
    a += __ldcs(&(in[4 * PIXEL(j)]));
    a += __ldcs(&(in[4 * PIXEL(j) + 1]));
  }
  for (int j = 0; j < 2; ++j) {
    {
      r += __ldcs(&(in[4 * (p + j) + 2]));
      r += __ldcs(&(in[4 * (p + j) + 3]));
    }
  }
  int at = p;
  for (int j = 0; j < 2; ++j) {
    g += __ldcs(&(in[at + j]));
    g += __ldcs(&(in[at + j + 1]));
    at += n * (threadIdx.x & 1);
  }
  for (int j = 0; j < n; ++j) {
    if (j == rows)
      break;
    b += __ldcs(&(in[2 * (p + j)]));
    b += __ldcs(&(in[2 * (p + j) + 1]));
  }
  __stcs(&(out[p]), r + g + b + a);
}
