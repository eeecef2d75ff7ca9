// status: ok
__device__ float keep__math(int lim_flag, float *buf, int k, float v) {
  lim::guarded_store(&(buf[k]), v, lim_flag);
  return v;
}
__global__ void kept__math(const float *__restrict__ p, float *__restrict__ q, float *d, float *buf,
                     int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = lim::opaque_at<decltype(p[i])>(lim_flag, 645u, (i));
  for (int i = 0; i < n; ++i)
    s += lim::opaque_at<decltype(p[i])>(lim_flag, 645u, (i));
  int j = i;
  int &r = j;
  s += lim::opaque_at<decltype(q[j])>(lim_flag, 668u, (j));
  r += 1;
  s += lim::opaque_at<decltype(q[j])>(lim_flag, 668u, (j));
  float &e = q[i + 1];
  const float before = lim::opaque_at<decltype(q[i + 1])>(lim_flag, 668u, (i + 1));
  lim::guarded_store(&(e), before + 1.0f, lim_flag);
  s += lim::opaque_at<decltype(q[i + 1])>(lim_flag, 668u, (i + 1));
  lim::guarded_store(&(d[i]), lim::opaque_at<decltype(d[i + 2])>(lim_flag, 1001u, (i + 2)) + keep__math(lim_flag, buf, i, s) + lim::opaque_at<decltype(d[i + 2])>(lim_flag, 1030u, (i + 2)), lim_flag);
#ifdef LIMITER_EXTRA
  s += 1.0f;
#endif
  lim::guarded_store(&(d[i + 3]), lim::opaque_at<decltype(p[i + 3])>(lim_flag, 645u, (i + 3)) * lim::opaque_at<decltype(p[i + 3])>(lim_flag, 645u, (i + 3)) + s, lim_flag);
  if (i < n)
    lim::guarded_store(&(OUT(i)), lim::opaque_at<decltype(p[i + 4])>(lim_flag, 645u, (i + 4)) * lim::opaque_at<decltype(p[i + 4])>(lim_flag, 645u, (i + 4)), lim_flag);
  if (i < n)
    lim::guarded_store(&(d[i + 5]), lim::opaque_at<decltype(p[i + 5])>(lim_flag, 645u, (i + 5)) * lim::opaque_at<decltype(p[i + 5])>(lim_flag, 645u, (i + 5)), lim_flag);
  lim::guarded_store(&(d[i + 6]), lim::opaque_at<decltype(p[i + 6])>(lim_flag, 645u, (i + 6)) * lim::opaque_at<decltype(p[i + 6])>(lim_flag, 645u, (i + 6)), lim_flag);
}
