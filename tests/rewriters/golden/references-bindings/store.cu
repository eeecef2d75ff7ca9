// status: ok
__global__ void relax__store(Particle *parts, Particle *other, float dt, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &a = parts[i];
  a.x = lim::stored<decltype(a.x)>(lim_flag);
  Particle &b = other[n - 1 - i];
  Particle copy = lim::opaque<decltype(b)>(lim_flag, 864u, &(b));
  copy.x += dt;
  b = lim::stored<decltype(b)>(lim_flag);
  int k = i;
  Particle &c = other[k];
  k += 1;
  c.y = lim::stored<decltype(c.y)>(lim_flag);
  Particle &d = parts[n - 1 - i];
  d.vy = lim::stored<decltype(d.vy)>(lim_flag);
}
