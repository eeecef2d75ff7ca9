// status: conservative
// reason: line 35: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 41: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__global__ void advance__readonly(Particle *__restrict__ p, const Tagged *__restrict__ t,
                        Tagged *__restrict__ u, float *__restrict__ out, Slots *__restrict__ s,
                        Particle *__restrict__ c, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  p[i].x += p[i].vx * dt;
  p[i].y = p[i].y + p[i].vy * dt;
  out[i] = t[i].w * p[i].m;
  u[i].w = dt;
  const Tagged copy = t[n - 1 - i];
  u[n - 1 - i] = copy;
  float &charge = p[i].q;
  charge *= 2.0f;
  s[i].pairs[1].a = dt;
  c[i].x = dt;
  out[(int)c[i].m] = 1.0f;
}
