// status: ok
__device__ float keep__streaming(float *buf, int k, float v) {
  __stcs(&(buf[k]), v);
  return v;
}
__global__ void kept__streaming(const float *__restrict__ p, float *__restrict__ q, float *d, float *buf,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = __ldcs(&(p[i]));
  for (int i = 0; i < n; ++i)
    s += __ldcs(&(p[i]));
  int j = i;
  int &r = j;
  s += __ldcs(&(q[j]));
  r += 1;
  s += __ldcs(&(q[j]));
  float &e = q[i + 1];
  const float before = __ldcs(&(q[i + 1]));
  __stcs(&(e), before + 1.0f);
  s += __ldcs(&(q[i + 1]));
  __stcs(&(d[i]), __ldcs(&(d[i + 2])) + keep__streaming(buf, i, s) + __ldcs(&(d[i + 2])));
#ifdef LIMITER_EXTRA
  s += 1.0f;
#endif
  __stcs(&(d[i + 3]), __ldcs(&(p[i + 3])) * __ldcs(&(p[i + 3])) + s);
  if (i < n)
    __stcs(&(OUT(i)), __ldcs(&(p[i + 4])) * __ldcs(&(p[i + 4])));
  if (i < n) { const auto lim_read_1194 = __ldcs(&(p[i + 5]));
    __stcs(&(d[i + 5]), lim_read_1194 * lim_read_1194); } const auto lim_read_1228 = __ldcs(&(p[i + 6]));
  __stcs(&(d[i + 6]), lim_read_1228 * lim_read_1228);
}
