// status: conservative
// reason: line 20: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 18: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 22: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 26: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 28: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void relax__streaming(Particle *parts, Particle *other, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &a = parts[i];
  a.x += __ldcs(&(a.vx)) * dt;
  Particle &b = other[n - 1 - i];
  Particle copy = b;
  copy.x += dt;
  b = copy;
  int k = i;
  Particle &c = other[k];
  k += 1;
  c.y += __ldcs(&(c.vy)) * dt + k;
  Particle &d = parts[n - 1 - i];
  d.vy *= 0.5f;
}
