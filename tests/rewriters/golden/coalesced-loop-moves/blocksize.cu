// status: ok
__global__ void neighbours__blocksize(const float *__restrict__ in, const float *__restrict__ m,
                           const float *__restrict__ w, float *__restrict__ out, int n, int rows) {
  const int p = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  const int row = p;
  if (p < Radius || p >= rows - Radius)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int j = -Radius; j <= Radius; ++j) {
    r += in[4 * (p + j)];
    g += in[4 * (p + j) + 1];
    b += in[4 * (p + j) + 2];
    a += in[4 * (p + j) + 3];
  }
  for (unsigned k = 0u; k < 8u; ++k)
    r += m[(row + k) * n];
  for (int k = 0; k < n; ++k) {
    g += w[2 * row] * m[k];
    g += w[2 * row + 1];
  }
  for (int k = 0; k < n; ++k)
    b += m[(row + k) * row];
  for (int j = 0; j < 2; ++j) {
    a += in[4 * PIXEL(j)];
    a += in[4 * PIXEL(j) + 1];
  }
  for (int j = 0; j < 2; ++j) {
    {
      r += in[4 * (p + j) + 2];
      r += in[4 * (p + j) + 3];
    }
  }
  int at = p;
  for (int j = 0; j < 2; ++j) {
    g += in[at + j];
    g += in[at + j + 1];
    at += n * (threadIdx.x & 1);
  }
  for (int j = 0; j < n; ++j) {
    if (j == rows)
      break;
    b += in[2 * (p + j)];
    b += in[2 * (p + j) + 1];
  }
  out[p] = r + g + b + a;
}
