// status: ok
__global__ void step__math(Particle *parts, const float *weights, float *out, Tagged *tags, float dt,
                     int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = parts[i];
  const float &w = weights[i];
  const float &h = 0.5f * dt;
  lim::guarded_store(&(q.vx), lim::opaque<decltype(q.vx)>(lim_flag, 1200u, &(q.vx)) + (lim::opaque<decltype(w)>(lim_flag, 1208u, &(w)) * h), lim_flag);
  lim::guarded_store(&(q.vy), lim::opaque<decltype(q.vy)>(lim_flag, 1217u, &(q.vy)) - (lim::opaque<decltype(w)>(lim_flag, 1225u, &(w)) * h), lim_flag);
  lim::guarded_store(&(q.x), lim::opaque<decltype(q.x)>(lim_flag, 1234u, &(q.x)) + (lim::opaque<decltype(q.vx)>(lim_flag, 1241u, &(q.vx)) * dt), lim_flag);
  lim::guarded_store(&(q.y), lim::opaque<decltype(q.y)>(lim_flag, 1260u, &(q.y)) + lim::opaque<decltype(q.vy)>(lim_flag, 1266u, &(q.vy)) * dt, lim_flag);
  float &acc = (*lim::guarded_at(&(out[i]), 0.0f, lim_flag));
  lim::guarded_store(&(acc), lim::opaque<decltype(acc)>(lim_flag, 1309u, &(acc)) + (lim::opaque<decltype(w)>(lim_flag, 1316u, &(w)) * lim::opaque<decltype(q.m)>(lim_flag, 1320u, &(q.m))), lim_flag);
  lim::guarded_store(&(tags[i]), lim::plain_t<decltype(tags[i])>{lim::opaque<decltype(acc)>(lim_flag, 1338u, &(acc)), n}, lim_flag);
}
