// status: ok
__global__ void relax__skeleton(Particle *parts, Particle *other, float dt, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &a = parts[i];
  lim::guarded_store(&(a.x), lim::stored<decltype(a.x)>(lim_flag), lim_flag);
  Particle &b = other[n - 1 - i];
  Particle copy = lim::opaque<decltype(b)>(lim_flag, 864u, &(b));
  copy.x += dt;
  lim::guarded_store(&(b), lim::stored<decltype(b)>(lim_flag), lim_flag);
  int k = i;
  Particle &c = other[k];
  k += 1;
  lim::guarded_store(&(c.y), lim::stored<decltype(c.y)>(lim_flag), lim_flag);
  Particle &d = parts[n - 1 - i];
  lim::guarded_store(&(d.vy), lim::stored<decltype(d.vy)>(lim_flag), lim_flag);
}
