// status: conservative
// reason: line 20: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__global__ void relax__readonly(Particle *parts, Particle *other, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &a = parts[i];
  a.x += __ldg(&(a.vx)) * dt;
  Particle &b = other[n - 1 - i];
  Particle copy = b;
  copy.x += dt;
  b = copy;
  int k = i;
  Particle &c = other[k];
  k += 1;
  c.y += __ldg(&(c.vy)) * dt + k;
  Particle &d = parts[n - 1 - i];
  d.vy *= 0.5f;
}
