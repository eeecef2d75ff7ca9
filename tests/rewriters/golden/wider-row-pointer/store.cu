// status: ok
__global__ void rowQuads__store(const float *in, float *out, float *data, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *row = in + 4 * i;
  const float a = lim::opaque_at<decltype(row[0])>(lim_flag, 917u, (0));
  const float b = lim::opaque_at<decltype(row[1])>(lim_flag, 943u, (1));
  const float c = lim::opaque_at<decltype(row[2])>(lim_flag, 969u, (2));
  const float d = lim::opaque_at<decltype(row[3])>(lim_flag, 995u, (3));
  float *dst = &out[4 * i];
  dst[0] = lim::stored<decltype(dst[0])>(lim_flag);
  dst[1] = lim::stored<decltype(dst[1])>(lim_flag);
  dst[2] = lim::stored<decltype(dst[2])>(lim_flag);
  dst[3] = lim::stored<decltype(dst[3])>(lim_flag);
  const float *quad = in + 4 * n + 4 * i;
  float sum = 0.0f;
  for (int k = 0; k < 4; ++k)
    sum += lim::opaque_at<decltype(quad[k])>(lim_flag, 1190u, (k));
  const float *skew = &in[8 * n + 4 * i + 1];
  const float s0 = lim::opaque_at<decltype(skew[0])>(lim_flag, 1264u, (0));
  const float s1 = lim::opaque_at<decltype(skew[1])>(lim_flag, 1292u, (1));
  const float *walk = in + 12 * n + 4 * i;
  walk += 4;
  const float w0 = lim::opaque_at<decltype(walk[0])>(lim_flag, 1376u, (0));
  const float w1 = lim::opaque_at<decltype(walk[1])>(lim_flag, 1404u, (1));
  float *cell = data + 2 * i;
  const float c0 = lim::opaque_at<decltype(cell[0])>(lim_flag, 1462u, (0));
  data[2 * i] = lim::stored<decltype(data[2 * i])>(lim_flag);
  const float c1 = lim::opaque_at<decltype(cell[1])>(lim_flag, 1517u, (1));
  float *other = out + 8 * n + 8 * i;
  if (n > 5)
    other = data + 4 * n + 4 * i;
  const float *back = data + 4 * n + 4 * i;
  const float e0 = lim::opaque_at<decltype(back[0])>(lim_flag, 1674u, (0));
  other[1] = lim::stored<decltype(other[1])>(lim_flag);
  const float e1 = lim::opaque_at<decltype(back[1])>(lim_flag, 1721u, (1));
  for (int k = 0; k < 2; ++k) {
    const float *pair = in + 16 * n + 2 * i;
    sum += lim::opaque_at<decltype(pair[k])>(lim_flag, 1818u, (k));
  }
  data[n + i] = lim::stored<decltype(data[n + i])>(lim_flag);
}
