// status: ok
__device__ float keep__mem(float *buf, int k, float v) {
  buf[k] = v;
  return v;
}
__global__ void kept__mem(const float *__restrict__ p, float *__restrict__ q, float *d, float *buf,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = p[i];
  for (int i = 0; i < n; ++i)
    s = lim::fold<decltype(s)>(s, p[i]);
  int j = i;
  int &r = j;
  s = lim::fold<decltype(s)>(s, q[j]);
  (void)0;
  s = lim::fold<decltype(s)>(s, q[j]);
  float &e = q[i + 1];
  const float before = q[i + 1];
  e = lim::fold<decltype(e)>(before);
  s = lim::fold<decltype(s)>(s, q[i + 1]);
  d[i] = lim::fold<decltype(d[i])>(d[i + 2], keep__mem(buf, i, s), d[i + 2]);
#ifdef LIMITER_EXTRA
  s += 1.0f;
#endif
  d[i + 3] = lim::fold<decltype(d[i + 3])>(p[i + 3], p[i + 3], s);
  if (i < n)
    OUT(i) = lim::fold<decltype(OUT(i))>(p[i + 4], p[i + 4]);
  if (i < n)
    d[i + 5] = lim::fold<decltype(d[i + 5])>(p[i + 5], p[i + 5]);
  d[i + 6] = lim::fold<decltype(d[i + 6])>(p[i + 6], p[i + 6]);
}
