// status: ok
__global__ void relax__mem(Particle *parts, Particle *other, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &a = parts[i];
  a.x = lim::fold<decltype(a.x)>(a.x, a.vx);
  Particle &b = other[n - 1 - i];
  Particle copy = b;
  copy.x = lim::fold<decltype(copy.x)>(copy.x);
  b = copy;
  int k = i;
  Particle &c = other[k];
  k += 1;
  c.y = lim::fold<decltype(c.y)>(c.y, c.vy);
  Particle &d = parts[n - 1 - i];
  d.vy = lim::fold<decltype(d.vy)>(d.vy);
}
