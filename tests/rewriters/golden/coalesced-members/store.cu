// status: ok
__global__ void advance__store(Particle *__restrict__ p, const Tagged *__restrict__ t,
                        Tagged *__restrict__ u, float *__restrict__ out, Slots *__restrict__ s,
                        Particle *__restrict__ c, float dt, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  p[i].x = lim::stored<decltype(p[i].x)>(lim_flag);
  p[i].y = lim::stored<decltype(p[i].y)>(lim_flag);
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  u[i].w = lim::stored<decltype(u[i].w)>(lim_flag);
  const Tagged copy = lim::opaque_at<decltype(t[n - 1 - i])>(lim_flag, 990u, (n - 1 - i));
  u[n - 1 - i] = lim::stored<decltype(u[n - 1 - i])>(lim_flag);
  float &charge = p[i].q;
  charge = lim::stored<decltype(charge)>(lim_flag);
  s[i].pairs[1].a = lim::stored<decltype(s[i].pairs[1].a)>(lim_flag);
  c[i].x = lim::stored<decltype(c[i].x)>(lim_flag);
  out[(int)c[i].m] = lim::stored<decltype(out[(int)c[i].m])>(lim_flag);
}
