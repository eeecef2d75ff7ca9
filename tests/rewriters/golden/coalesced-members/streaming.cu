// status: conservative
// reason: line 35: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 41: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 31: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 36: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 38: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void advance__streaming(Particle *__restrict__ p, const Tagged *__restrict__ t,
                        Tagged *__restrict__ u, float *__restrict__ out, Slots *__restrict__ s,
                        Particle *__restrict__ c, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  p[i].x += __ldcs(&(p[i].vx)) * dt;
  __stcs(&(p[i].y), __ldcs(&(p[i].y)) + __ldcs(&(p[i].vy)) * dt);
  __stcs(&(out[i]), __ldcs(&(t[i].w)) * __ldcs(&(p[i].m)));
  __stcs(&(u[i].w), dt);
  const Tagged copy = t[n - 1 - i];
  u[n - 1 - i] = copy;
  float &charge = p[i].q;
  charge *= 2.0f;
  __stcs(&(s[i].pairs[1].a), dt);
  __stcs(&(c[i].x), dt);
  __stcs(&(out[(int)c[i].m]), 1.0f);
}
