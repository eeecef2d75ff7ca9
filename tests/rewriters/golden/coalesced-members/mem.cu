// status: ok
__global__ void advance__mem(Particle *__restrict__ p, const Tagged *__restrict__ t,
                        Tagged *__restrict__ u, float *__restrict__ out, Slots *__restrict__ s,
                        Particle *__restrict__ c, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  p[i].x = lim::fold<decltype(p[i].x)>(p[i].x, p[i].vx);
  p[i].y = lim::fold<decltype(p[i].y)>(p[i].y, p[i].vy);
  out[i] = lim::fold<decltype(out[i])>(t[i].w, p[i].m);
  u[i].w = dt;
  const Tagged copy = t[n - 1 - i];
  u[n - 1 - i] = copy;
  float &charge = p[i].q;
  charge = lim::fold<decltype(charge)>(charge);
  s[i].pairs[1].a = dt;
  c[i].x = dt;
  out[(int)c[i].m] = 1.0f;
}
