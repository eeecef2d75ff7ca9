// status: ok
__global__ void neighbours__wider(const float *__restrict__ in, const float *__restrict__ m,
                           const float *__restrict__ w, float *__restrict__ out, int n, int rows) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = p;
  if (p < Radius || p >= rows - Radius)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int j = -Radius; j <= Radius; ++j) {
    const float4 lim_wide_1374 = *reinterpret_cast<const float4 *>(&(in)[(4 * (p + j))]); r += lim_wide_1374.x;
    g += lim_wide_1374.y;
    b += lim_wide_1374.z;
    a += lim_wide_1374.w;
  }
  for (unsigned k = 0u; k < 8u; ++k)
    r += m[(row + k) * n];
  for (int k = 0; k < n; ++k) {
    const float2 lim_wide_1590 = *reinterpret_cast<const float2 *>(&(w)[(2 * row)]); g += lim_wide_1590.x * m[k];
    g += lim_wide_1590.y;
  }
  for (int k = 0; k < n; ++k)
    b += m[(row + k) * row];
  for (int j = 0; j < 2; ++j) {
    const float2 lim_wide_1738 = *reinterpret_cast<const float2 *>(&(in)[(4 * PIXEL(j))]); a += lim_wide_1738.x;
    a += lim_wide_1738.y;
  }
  for (int j = 0; j < 2; ++j) {
    {
      const float2 lim_wide_1840 = *reinterpret_cast<const float2 *>(&(in)[(4 * (p + j)) + 2]); r += lim_wide_1840.x;
      r += lim_wide_1840.y;
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
    const float2 lim_wide_2105 = *reinterpret_cast<const float2 *>(&(in)[(2 * (p + j))]); b += lim_wide_2105.x;
    b += lim_wide_2105.y;
  }
  out[p] = r + g + b + a;
}
