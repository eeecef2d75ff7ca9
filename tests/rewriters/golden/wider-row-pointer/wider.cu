// status: ok
__global__ void rowQuads__wider(const float *in, float *out, float *data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *row = in + 4 * i;
  const float4 lim_wide_917 = *reinterpret_cast<const float4 *>(&(row)[0]); const float a = lim_wide_917.x;
  const float b = lim_wide_917.y;
  const float c = lim_wide_917.z;
  const float d = lim_wide_917.w;
  float *dst = &out[4 * i];
  float4 lim_wide_1033; lim_wide_1033.x = d;
  lim_wide_1033.y = c;
  lim_wide_1033.z = b;
  lim_wide_1033.w = a; *reinterpret_cast<float4 *>(&(dst)[0]) = lim_wide_1033;
  const float *quad = in + 4 * n + 4 * i;
  float sum = 0.0f;
  do { const float4 lim_wide_1190 = *reinterpret_cast<const float4 *>(&(quad)[0]); for (int k = 0; k < 4; ++k)
    sum += lim::part(lim_wide_1190, k); } while (0);
  const float *skew = &in[8 * n + 4 * i + 1];
  const float s0 = skew[0];
  const float s1 = skew[1];
  const float *walk = in + 12 * n + 4 * i;
  walk += 4;
  const float w0 = walk[0];
  const float w1 = walk[1];
  float *cell = data + 2 * i;
  const float c0 = cell[0];
  data[2 * i] = c0 * 2.0f;
  const float c1 = cell[1];
  float *other = out + 8 * n + 8 * i;
  if (n > 5)
    other = data + 4 * n + 4 * i;
  const float *back = data + 4 * n + 4 * i;
  const float e0 = back[0];
  other[1] = 7.0f;
  const float e1 = back[1];
  for (int k = 0; k < 2; ++k) {
    const float *pair = in + 16 * n + 2 * i;
    sum += pair[k];
  }
  data[n + i] = sum + s0 * s1 + w0 * w1 + c1 + e0 * e1;
}
