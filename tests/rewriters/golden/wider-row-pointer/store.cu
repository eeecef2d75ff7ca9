// status: ok
__global__ void rowQuads__store(const float *in, float *out, float *data, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *row = in + 4 * i;
  const float a = lim::opaque_at<decltype(row[0])>(lim_flag, 768u, (0));
  const float b = lim::opaque_at<decltype(row[1])>(lim_flag, 794u, (1));
  const float c = lim::opaque_at<decltype(row[2])>(lim_flag, 820u, (2));
  const float d = lim::opaque_at<decltype(row[3])>(lim_flag, 846u, (3));
  float *dst = &out[4 * i];
  dst[0] = lim::stored<decltype(dst[0])>(lim_flag);
  dst[1] = lim::stored<decltype(dst[1])>(lim_flag);
  dst[2] = lim::stored<decltype(dst[2])>(lim_flag);
  dst[3] = lim::stored<decltype(dst[3])>(lim_flag);
  const float *quad = in + 4 * n + 4 * i;
  float sum = 0.0f;
  for (int k = 0; k < 4; ++k)
    sum += lim::opaque_at<decltype(quad[k])>(lim_flag, 1041u, (k));
  const float *skew = &in[8 * n + 4 * i + 1];
  const float s0 = lim::opaque_at<decltype(skew[0])>(lim_flag, 1115u, (0));
  const float s1 = lim::opaque_at<decltype(skew[1])>(lim_flag, 1143u, (1));
  const float *walk = in + 12 * n + 4 * i;
  walk += 4;
  const float w0 = lim::opaque_at<decltype(walk[0])>(lim_flag, 1227u, (0));
  const float w1 = lim::opaque_at<decltype(walk[1])>(lim_flag, 1255u, (1));
  float *cell = data + 2 * i;
  const float c0 = lim::opaque_at<decltype(cell[0])>(lim_flag, 1313u, (0));
  data[2 * i] = lim::stored<decltype(data[2 * i])>(lim_flag);
  const float c1 = lim::opaque_at<decltype(cell[1])>(lim_flag, 1368u, (1));
  data[n + i] = lim::stored<decltype(data[n + i])>(lim_flag);
}
