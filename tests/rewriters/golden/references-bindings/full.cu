// status: ok
__global__ void relax__full(Particle *parts, Particle *other, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &a = parts[i];
  a.x += a.vx * dt;
  Particle &b = other[n - 1 - i];
  Particle copy = b;
  copy.x += dt;
  b = copy;
  int k = i;
  Particle &c = other[k];
  k += 1;
  c.y += c.vy * dt + k;
  Particle &d = parts[n - 1 - i];
  d.vy *= 0.5f;
}
