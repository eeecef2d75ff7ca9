// status: ok
__global__ void stores__skeleton(Pair *pairs, float *out, float *sums, P *parts, const float *in,
                       float dt, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = lim::opaque_at<decltype(in[i])>(lim_flag, 813u, (i));
  Pair &r = (*lim::guarded_at(&(pairs[i]), lim::stored<decltype(pairs[i])>(lim_flag), lim_flag));
  (lim::never(lim_flag, lim_flag) ? atomicAdd(&r.a, dt) : lim::stored<decltype(atomicAdd(&r.a, dt))>(lim_flag));
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  float &s = sums[n - 1 - i];
  auto half = [&s, lim_flag]() { lim::guarded_store(&(s), lim::stored<decltype(s)>(lim_flag), lim_flag); };
  half();
  auto &[x, y, vx, vy] = parts[i];
  lim::guarded_store(&(x), lim::stored<decltype(x)>(lim_flag), lim_flag);
  lim::guarded_store(&(y), lim::stored<decltype(y)>(lim_flag), lim_flag);
}
