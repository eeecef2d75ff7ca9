// Accesses through local references, as particle codes write them: a struct bound once and
// updated member by member, a const reference read.

struct Body {
  float x, y, vx, vy, m;
};

__global__ void kick(Body *bodies, const float *force, float *energy, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Body &b = bodies[i];
  const float &f = force[i];
  b.vx += f / b.m * dt;
  b.vy -= f / b.m * dt;
  b.x += b.vx * dt;
  b.y += b.vy * dt;
  energy[i] = 0.5f * b.m * (b.vx * b.vx + b.vy * b.vy);
}
