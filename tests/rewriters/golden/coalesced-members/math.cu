// status: ok
__global__ void advance__math(Particle *__restrict__ p, const Tagged *__restrict__ t,
                        Tagged *__restrict__ u, float *__restrict__ out, Slots *__restrict__ s,
                        Particle *__restrict__ c, float dt, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  lim::guarded_store(&(p[i].x), lim::opaque<decltype(p[i].x)>(lim_flag, 1241u, &(p[i].x)) + (lim::opaque<decltype(p[i].vx)>(lim_flag, 1251u, &(p[i].vx)) * dt), lim_flag);
  lim::guarded_store(&(p[i].y), lim::opaque<decltype(p[i].y)>(lim_flag, 1276u, &(p[i].y)) + lim::opaque<decltype(p[i].vy)>(lim_flag, 1285u, &(p[i].vy)) * dt, lim_flag);
  lim::guarded_store(&(out[i]), lim::opaque<decltype(t[i].w)>(lim_flag, 1310u, &(t[i].w)) * lim::opaque<decltype(p[i].m)>(lim_flag, 1319u, &(p[i].m)), lim_flag);
  lim::guarded_store(&(u[i].w), dt, lim_flag);
  const Tagged copy = lim::opaque_at<decltype(t[n - 1 - i])>(lim_flag, 990u, (n - 1 - i));
  lim::guarded_store(&(u[n - 1 - i]), copy, lim_flag);
  float &charge = p[i].q;
  lim::guarded_store(&(charge), lim::opaque<decltype(charge)>(lim_flag, 1429u, &(charge)) * (2.0f), lim_flag);
  lim::guarded_store(&(s[i].pairs[1].a), dt, lim_flag);
  lim::guarded_store(&(c[i].x), dt, lim_flag);
  lim::guarded_store(&(out[(int)c[i].m]), 1.0f, lim_flag);
}
