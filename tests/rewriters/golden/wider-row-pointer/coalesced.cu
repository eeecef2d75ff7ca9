// status: ok
__global__ void rowQuads__coalesced(const float *in, float *out, float *data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *row = in + 4 * i;
  const float a = in[lim::coalesced_index((4 * i) + (0))];
  const float b = in[lim::coalesced_index((4 * i) + (1))];
  const float c = in[lim::coalesced_index((4 * i) + (2))];
  const float d = in[lim::coalesced_index((4 * i) + (3))];
  float *dst = &out[4 * i];
  out[lim::coalesced_index((4 * i) + (0))] = d;
  out[lim::coalesced_index((4 * i) + (1))] = c;
  out[lim::coalesced_index((4 * i) + (2))] = b;
  out[lim::coalesced_index((4 * i) + (3))] = a;
  const float *quad = in + 4 * n + 4 * i;
  float sum = 0.0f;
  for (int k = 0; k < 4; ++k)
    sum += quad[lim::coalesced(quad, k)];
  const float *skew = &in[8 * n + 4 * i + 1];
  const float s0 = in[lim::coalesced_index((8 * n + 4 * i + 1) + (0))];
  const float s1 = in[lim::coalesced_index((8 * n + 4 * i + 1) + (1))];
  const float *walk = in + 12 * n + 4 * i;
  walk += 4;
  const float w0 = walk[lim::coalesced(walk, 0)];
  const float w1 = walk[lim::coalesced(walk, 1)];
  float *cell = data + 2 * i;
  const float c0 = data[lim::coalesced_index((2 * i) + (0))];
  data[lim::coalesced_index_linear(2 * i, 2)] = c0 * 2.0f;
  const float c1 = data[lim::coalesced_index((2 * i) + (1))];
  float *other = out + 8 * n + 8 * i;
  if (n > 5)
    other = data + 4 * n + 4 * i;
  const float *back = data + 4 * n + 4 * i;
  const float e0 = back[lim::coalesced(back, 0)];
  other[lim::coalesced(other, 1)] = 7.0f;
  const float e1 = back[lim::coalesced(back, 1)];
  for (int k = 0; k < 2; ++k) {
    const float *pair = in + 16 * n + 2 * i;
    sum += pair[lim::coalesced(pair, k)];
  }
  data[lim::coalesced_index_linear(n + i, 1)] = sum + s0 * s1 + w0 * w1 + c1 + e0 * e1;
}
