// status: ok
__device__ float keep__coalesced(float *buf, int k, float v) {
  buf[lim::coalesced(buf, k)] = v;
  return v;
}
__global__ void kept__coalesced(const float *__restrict__ p, float *__restrict__ q, float *d, float *buf,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = p[i];
  for (int i = 0; i < n; ++i)
    s += p[i];
  int j = i;
  int &r = j;
  s += q[lim::coalesced_index(j)];
  r += 1;
  s += q[lim::coalesced_index(j)];
  float &e = q[i + 1];
  const float before = q[i + 1];
  e = before + 1.0f;
  s += q[i + 1];
  d[i] = d[i + 2] + keep__coalesced(buf, i, s) + d[i + 2];
#ifdef LIMITER_EXTRA
  s += 1.0f;
#endif
  d[i + 3] = p[i + 3] * p[i + 3] + s;
  if (i < n)
    OUT(i) = p[i + 4] * p[i + 4];
  if (i < n)
    d[i + 5] = p[i + 5] * p[i + 5];
  d[i + 6] = p[i + 6] * p[i + 6];
}
