// status: ok
__global__ void neighbours__mem(const float *__restrict__ in, const float *__restrict__ m,
                           const float *__restrict__ w, float *__restrict__ out, int n, int rows) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = p;
  if (p < Radius || p >= rows - Radius)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int j = -Radius; j <= Radius; ++j) {
    r = lim::fold<decltype(r)>(r, in[4 * (p + j)]);
    g = lim::fold<decltype(g)>(g, in[4 * (p + j) + 1]);
    b = lim::fold<decltype(b)>(b, in[4 * (p + j) + 2]);
    a = lim::fold<decltype(a)>(a, in[4 * (p + j) + 3]);
  }
  for (unsigned k = 0u; k < 8u; ++k)
    r = lim::fold<decltype(r)>(r, m[(row + k) * n]);
  for (int k = 0; k < n; ++k) {
    g = lim::fold<decltype(g)>(g, w[2 * row], m[k]);
    g = lim::fold<decltype(g)>(g, w[2 * row + 1]);
  }
  for (int k = 0; k < n; ++k)
    b = lim::fold<decltype(b)>(b, m[(row + k) * row]);
  for (int j = 0; j < 2; ++j) {
    a = lim::fold<decltype(a)>(a, in[4 * PIXEL(j)]);
    a = lim::fold<decltype(a)>(a, in[4 * PIXEL(j) + 1]);
  }
  for (int j = 0; j < 2; ++j) {
    {
      r = lim::fold<decltype(r)>(r, in[4 * (p + j) + 2]);
      r = lim::fold<decltype(r)>(r, in[4 * (p + j) + 3]);
    }
  }
  int at = p;
  for (int j = 0; j < 2; ++j) {
    g = lim::fold<decltype(g)>(g, in[at + j]);
    g = lim::fold<decltype(g)>(g, in[at + j + 1]);
    at += n * (threadIdx.x & 1);
  }
  for (int j = 0; j < n; ++j) {
    if (j == rows)
      break;
    b = lim::fold<decltype(b)>(b, in[2 * (p + j)]);
    b = lim::fold<decltype(b)>(b, in[2 * (p + j) + 1]);
  }
  out[p] = lim::fold<decltype(out[p])>(r, g, b, a);
}
