// status: ok
__global__ void rowQuads__math(const float *in, float *out, float *data, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *row = in + 4 * i;
  const float a = lim::opaque_at<decltype(row[0])>(lim_flag, 768u, (0));
  const float b = lim::opaque_at<decltype(row[1])>(lim_flag, 794u, (1));
  const float c = lim::opaque_at<decltype(row[2])>(lim_flag, 820u, (2));
  const float d = lim::opaque_at<decltype(row[3])>(lim_flag, 846u, (3));
  float *dst = &out[4 * i];
  lim::guarded_store(&(dst[0]), d, lim_flag);
  lim::guarded_store(&(dst[1]), c, lim_flag);
  lim::guarded_store(&(dst[2]), b, lim_flag);
  lim::guarded_store(&(dst[3]), a, lim_flag);
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
  lim::guarded_store(&(data[2 * i]), c0 * 2.0f, lim_flag);
  const float c1 = lim::opaque_at<decltype(cell[1])>(lim_flag, 1368u, (1));
  lim::guarded_store(&(data[n + i]), sum + s0 * s1 + w0 * w1 + c1, lim_flag);
}
