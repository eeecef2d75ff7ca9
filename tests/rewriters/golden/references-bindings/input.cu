// Where the coalesced what-if cannot take a reference's members as `p[i].x`, it re-indexes the
// reference's binding instead, once, for all its uses: a struct copied whole through the
// reference (`Particle copy = b`, `b = copy`), and a binding whose index is written after it
// (`k += 1`: its text would name another element where the members are used). The first
// reference's members are taken one by one, from their own run of structs; the last one's
// lone member on its own (lim::coalesced_member, the pointer's name written again from the
// binding).

struct Particle {
  float x, y, vx, vy;
};

__global__ void relax(Particle *parts, Particle *other, float dt, int n) {
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
