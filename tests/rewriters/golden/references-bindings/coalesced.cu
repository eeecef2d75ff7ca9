// status: ok
__global__ void relax__coalesced(Particle *parts, Particle *other, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &a = parts[i];
  const auto lim_run_1_794 = lim::coalesced_structs(parts, (i)); (*lim_run_1_794.member(&(parts[i]), &(a.x))) += (*lim_run_1_794.member(&(parts[i]), &(a.vx))) * dt;
  Particle &b = other[lim::coalesced_index_linear(n - 1 - i, -1)];
  Particle copy = b;
  copy.x += dt;
  b = copy;
  int k = i;
  Particle &c = other[k];
  k += 1;
  c.y += c.vy * dt + k;
  Particle &d = parts[n - 1 - i];
  (*lim::coalesced_member(parts, &(d.vy))) *= 0.5f;
}
