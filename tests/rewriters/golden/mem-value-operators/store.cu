// status: ok
__global__ void boxRow__store(const Sum4 *in, Sum4 *out, int width, int radius, float scale, int lim_flag) {
  const Sum4 *row = in + blockIdx.x * width;
  Sum4 *dst = out + blockIdx.x * width;
  Sum4 acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int x = 0; x <= radius; ++x)
    acc += lim::opaque_at<decltype(row[x])>(lim_flag, 933u, (x));
  for (int x = 0; x < width - radius; ++x) {
    dst[x] = lim::stored<decltype(dst[x])>(lim_flag);
    acc += lim::opaque_at<decltype(row[x + radius])>(lim_flag, 1023u, (x + radius));
    acc -= lim::opaque_at<decltype(row[x])>(lim_flag, 1051u, (x));
  }
}
