// status: ok
__global__ void stores__store(Pair *pairs, float *out, float *sums, P *parts, const float *in,
                       float dt, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = lim::opaque_at<decltype(in[i])>(lim_flag, 813u, (i));
  Pair &r = pairs[i] = lim::stored<decltype(pairs[i])>(lim_flag);
  atomicAdd(&r.a, lim::stored<decltype(dt)>(lim_flag));
  out[i] = ((void)(pairs[n - 1 - i] = lim::stored<decltype(pairs[n - 1 - i])>(lim_flag)), lim::stored<decltype(out[i])>(lim_flag));
  float &s = sums[n - 1 - i];
  auto half = [&s, lim_flag]() { s = lim::stored<decltype(s)>(lim_flag); };
  half();
  auto &[x, y, vx, vy] = parts[i];
  x = lim::stored<decltype(x)>(lim_flag);
  y = lim::stored<decltype(y)>(lim_flag);
}
