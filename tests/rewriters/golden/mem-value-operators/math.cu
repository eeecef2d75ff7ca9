// status: ok
__device__ inline void lim_operator_plus_equal__math(int lim_flag, Sum4 &a, Sum4 b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
  a.w += b.w;
}
__device__ inline void lim_operator_minus_equal__math(int lim_flag, Sum4 &a, Sum4 b) {
  a.x -= b.x;
  a.y -= b.y;
  a.z -= b.z;
  a.w -= b.w;
}
__global__ void boxRow__math(const Sum4 *in, Sum4 *out, int width, int radius, float scale, int lim_flag) {
  const Sum4 *row = in + blockIdx.x * width;
  Sum4 *dst = out + blockIdx.x * width;
  Sum4 acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int x = 0; x <= radius; ++x)
    lim_operator_plus_equal__math(lim_flag, acc, lim::opaque_at<decltype(row[x])>(lim_flag, 1073u, (x)));
  for (int x = 0; x < width - radius; ++x) {
    lim::guarded_store(&(dst[x]), acc * scale, lim_flag);
    lim_operator_plus_equal__math(lim_flag, acc, lim::opaque_at<decltype(row[x + radius])>(lim_flag, 1163u, (x + radius)));
    lim_operator_minus_equal__math(lim_flag, acc, lim::opaque_at<decltype(row[x])>(lim_flag, 1191u, (x)));
  }
}
