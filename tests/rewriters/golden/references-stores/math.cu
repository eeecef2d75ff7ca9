// status: ok
__global__ void stores__math(Pair *pairs, float *out, float *sums, P *parts, const float *in,
                       float dt, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = lim::opaque_at<decltype(in[i])>(lim_flag, 813u, (i));
  Pair &r = (*lim::guarded_at(&(pairs[i]), Pair{v, 2.0f * v}, lim_flag));
  (lim::never(dt, lim_flag) ? atomicAdd(&r.a, dt) : lim::opaque<decltype(atomicAdd(&r.a, dt))>(lim_flag, 864u, &r.a));
  lim::guarded_store(&(out[i]), (lim::guarded_store(&(pairs[n - 1 - i]), Pair{v, v}, lim_flag)).b, lim_flag);
  float &s = sums[n - 1 - i];
  auto half = [&s, lim_flag]() { lim::guarded_store(&(s), lim::opaque<decltype(s)>(lim_flag, 984u, &(s)) * (0.5f), lim_flag); };
  half();
  auto &[x, y, vx, vy] = parts[i];
  lim::guarded_store(&(x), lim::opaque<decltype(x)>(lim_flag, 1045u, &(x)) + (lim::opaque<decltype(vx)>(lim_flag, 1050u, &(vx)) * dt), lim_flag);
  lim::guarded_store(&(y), lim::opaque<decltype(y)>(lim_flag, 1061u, &(y)) + (lim::opaque<decltype(vy)>(lim_flag, 1066u, &(vy)) * dt), lim_flag);
}
