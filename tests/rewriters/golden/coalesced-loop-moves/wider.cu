// status: ok
__global__ void neighbours__wider(const float *__restrict__ in, const float *__restrict__ m,
                           const float *__restrict__ w, float *__restrict__ out, int n, int rows) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = p;
  if (p < Radius || p >= rows - Radius)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int j = -Radius; j <= Radius; ++j) {
    const float4 lim_wide_1299 = *reinterpret_cast<const float4 *>(&(in)[(4 * (p + j))]); r += lim_wide_1299.x;
    g += lim_wide_1299.y;
    b += lim_wide_1299.z;
    a += lim_wide_1299.w;
  }
  for (unsigned k = 0u; k < 8u; ++k)
    r += m[(row + k) * n];
  for (int k = 0; k < n; ++k) {
    const float2 lim_wide_1515 = *reinterpret_cast<const float2 *>(&(w)[(2 * row)]); g += lim_wide_1515.x * m[k];
    g += lim_wide_1515.y;
  }
  for (int k = 0; k < n; ++k)
    b += m[(row + k) * row];
  for (int j = 0; j < 2; ++j) {
    const float2 lim_wide_1663 = *reinterpret_cast<const float2 *>(&(in)[(4 * PIXEL(j))]); a += lim_wide_1663.x;
    a += lim_wide_1663.y;
  }
  for (int j = 0; j < 2; ++j) {
    {
      const float2 lim_wide_1765 = *reinterpret_cast<const float2 *>(&(in)[(4 * (p + j)) + 2]); r += lim_wide_1765.x;
      r += lim_wide_1765.y;
    }
  }
  int at = p;
  for (int j = 0; j < 2; ++j) {
    g += in[at + j];
    g += in[at + j + 1];
    at += n;
  }
  for (int j = 0; j < n; ++j) {
    if (j == rows)
      break;
    const float2 lim_wide_2010 = *reinterpret_cast<const float2 *>(&(in)[(2 * (p + j))]); b += lim_wide_2010.x;
    b += lim_wide_2010.y;
  }
  out[p] = r + g + b + a;
}
