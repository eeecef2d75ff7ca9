// status: ok
__global__ void relax__math(Particle *parts, Particle *other, float dt, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &a = parts[i];
  lim::guarded_store(&(a.x), lim::opaque<decltype(a.x)>(lim_flag, 794u, &(a.x)) + (lim::opaque<decltype(a.vx)>(lim_flag, 801u, &(a.vx)) * dt), lim_flag);
  Particle &b = other[n - 1 - i];
  Particle copy = lim::opaque<decltype(b)>(lim_flag, 864u, &(b));
  copy.x += dt;
  lim::guarded_store(&(b), copy, lim_flag);
  int k = i;
  Particle &c = other[k];
  k += 1;
  lim::guarded_store(&(c.y), lim::opaque<decltype(c.y)>(lim_flag, 946u, &(c.y)) + (lim::opaque<decltype(c.vy)>(lim_flag, 953u, &(c.vy)) * dt + k), lim_flag);
  Particle &d = parts[n - 1 - i];
  lim::guarded_store(&(d.vy), lim::opaque<decltype(d.vy)>(lim_flag, 1004u, &(d.vy)) * (0.5f), lim_flag);
}
