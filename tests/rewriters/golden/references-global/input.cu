// Accesses through local references: `Particle &q = parts[i]` makes every `q.x` an access of
// global memory (read, stored, updated in place), as `const float &w = weights[i]` makes `w` a
// read; each variant rewrites them where they are used, the binding itself accessing nothing.
// A reference bound to a store (`float &acc = out[i] = 0.0f`) is bound in math-only and
// skeleton to the element behind the store's guard (lim::guarded_at); one bound to a temporary
// (`const float &h = 0.5f * dt`) is a register. A struct stored from a braced list gets its
// type for math-only's guard. The coalesced what-if takes the particle's members through `q` as
// it takes `parts[i].x` (one run of structs for the block, each member on its own), and
// re-indexes the other references' bindings, once, for all their uses.

struct Particle {
  float x, y, vx, vy, m;
};
struct Tagged {
  float w;
  int tag;
};

__global__ void step(Particle *parts, const float *weights, float *out, Tagged *tags, float dt,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = parts[i];
  const float &w = weights[i];
  const float &h = 0.5f * dt;
  q.vx += w * h;
  q.vy -= w * h;
  q.x += q.vx * dt;
  q.y = q.y + q.vy * dt;
  float &acc = out[i] = 0.0f;
  acc += w * q.m;
  tags[i] = {acc, n};
}
