// status: ok
__global__ void rowQuads__full(const float *in, float *out, float *data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *row = in + 4 * i;
  const float a = row[0];
  const float b = row[1];
  const float c = row[2];
  const float d = row[3];
  float *dst = &out[4 * i];
  dst[0] = d;
  dst[1] = c;
  dst[2] = b;
  dst[3] = a;
  const float *quad = in + 4 * n + 4 * i;
  float sum = 0.0f;
  for (int k = 0; k < 4; ++k)
    sum += quad[k];
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
