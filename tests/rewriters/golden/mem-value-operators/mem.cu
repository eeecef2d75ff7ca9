// status: ok
__device__ inline void lim_operator_plus_equal__mem(Sum4 &a, Sum4 b) {
  a.x = lim::fold<decltype(a.x)>(a.x, b.x);
  a.y = lim::fold<decltype(a.y)>(a.y, b.y);
  a.z = lim::fold<decltype(a.z)>(a.z, b.z);
  a.w = lim::fold<decltype(a.w)>(a.w, b.w);
}
__device__ inline void lim_operator_minus_equal__mem(Sum4 &a, Sum4 b) {
  a.x = lim::fold<decltype(a.x)>(a.x, b.x);
  a.y = lim::fold<decltype(a.y)>(a.y, b.y);
  a.z = lim::fold<decltype(a.z)>(a.z, b.z);
  a.w = lim::fold<decltype(a.w)>(a.w, b.w);
}
__global__ void boxRow__mem(const Sum4 *in, Sum4 *out, int width, int radius, float scale) {
  const Sum4 *row = in + blockIdx.x * width;
  Sum4 *dst = out + blockIdx.x * width;
  Sum4 acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int x = 0; x <= radius; ++x)
    acc = lim::fold<decltype(acc)>(acc, row[x]);
  for (int x = 0; x < width - radius; ++x) {
    dst[x] = lim::fold<decltype(dst[x])>(acc);
    acc = lim::fold<decltype(acc)>(acc, row[x + radius]);
    acc = lim::fold<decltype(acc)>(acc, row[x]);
  }
}
