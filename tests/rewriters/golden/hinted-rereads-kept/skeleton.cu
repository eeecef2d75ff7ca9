// status: ok
__device__ float keep__skeleton(int lim_flag, float *buf, int k, float v) {
  lim::guarded_store(&(buf[k]), lim::stored<decltype(buf[k])>(lim_flag), lim_flag);
  return v;
}
__global__ void kept__skeleton(const float *__restrict__ p, float *__restrict__ q, float *d, float *buf,
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
  lim::guarded_store(&(e), lim::stored<decltype(e)>(lim_flag), lim_flag);
  s += lim::opaque_at<decltype(q[i + 1])>(lim_flag, 668u, (i + 1));
  lim::guarded_store(&(d[i]), lim::stored<decltype(d[i])>(lim_flag), lim_flag);
#ifdef LIMITER_EXTRA
  s += 1.0f;
#endif
  lim::guarded_store(&(d[i + 3]), lim::stored<decltype(d[i + 3])>(lim_flag), lim_flag);
  if (i < n)
    lim::guarded_store(&(OUT(i)), lim::stored<decltype(OUT(i))>(lim_flag), lim_flag);
  if (i < n)
    lim::guarded_store(&(d[i + 5]), lim::stored<decltype(d[i + 5])>(lim_flag), lim_flag);
  lim::guarded_store(&(d[i + 6]), lim::stored<decltype(d[i + 6])>(lim_flag), lim_flag);
}
