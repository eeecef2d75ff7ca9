// status: ok
__global__ void rowQuads__streaming(const float *in, float *out, float *data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *row = in + 4 * i;
  const float a = __ldcs(&(row[0]));
  const float b = __ldcs(&(row[1]));
  const float c = __ldcs(&(row[2]));
  const float d = __ldcs(&(row[3]));
  float *dst = &out[4 * i];
  __stcs(&(dst[0]), d);
  __stcs(&(dst[1]), c);
  __stcs(&(dst[2]), b);
  __stcs(&(dst[3]), a);
  const float *quad = in + 4 * n + 4 * i;
  float sum = 0.0f;
  for (int k = 0; k < 4; ++k)
    sum += __ldcs(&(quad[k]));
  const float *skew = &in[8 * n + 4 * i + 1];
  const float s0 = __ldcs(&(skew[0]));
  const float s1 = __ldcs(&(skew[1]));
  const float *walk = in + 12 * n + 4 * i;
  walk += 4;
  const float w0 = __ldcs(&(walk[0]));
  const float w1 = __ldcs(&(walk[1]));
  float *cell = data + 2 * i;
  const float c0 = __ldcs(&(cell[0]));
  __stcs(&(data[2 * i]), c0 * 2.0f);
  const float c1 = __ldcs(&(cell[1]));
  float *other = out + 8 * n + 8 * i;
  if (n > 5)
    other = data + 4 * n + 4 * i;
  const float *back = data + 4 * n + 4 * i;
  const float e0 = __ldcs(&(back[0]));
  __stcs(&(other[1]), 7.0f);
  const float e1 = __ldcs(&(back[1]));
  for (int k = 0; k < 2; ++k) {
    const float *pair = in + 16 * n + 2 * i;
    sum += __ldcs(&(pair[k]));
  }
  __stcs(&(data[n + i]), sum + s0 * s1 + w0 * w1 + c1 + e0 * e1);
}
