// status: ok
__device__ float scale__math(int lim_flag, float *p, float x) { return x * lim::opaque_at<decltype(p[0])>(lim_flag, 488u, (0)); }
__global__ void distances__math(const Point *pts, float *d, float *q, const float *p, int n,
                          float cx, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(d[i]), (cx - lim::opaque<decltype(pts[i].x)>(lim_flag, 734u, &(pts[i].x))) * (cx - lim::opaque<decltype(pts[i].x)>(lim_flag, 752u, &(pts[i].x))) + (cx - lim::opaque<decltype(pts[i].y)>(lim_flag, 770u, &(pts[i].y))) * (cx - lim::opaque<decltype(pts[i].y)>(lim_flag, 788u, &(pts[i].y))), lim_flag);
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += lim::opaque_at<decltype(p[k])>(lim_flag, 856u, (k)) * lim::opaque_at<decltype(p[k])>(lim_flag, 863u, (k));
  {
    const float t = lim::opaque_at<decltype(p[i])>(lim_flag, 893u, (i)) * lim::opaque_at<decltype(p[i])>(lim_flag, 900u, (i)) + 1.0f;
    lim::guarded_store(&(d[i + 1]), t, lim_flag);
  }
  lim::guarded_store(&(q[i + 2]), lim::opaque_at<decltype(p[i])>(lim_flag, 948u, (i)) + (lim::guarded_store(&(q[i]), 1.0f, lim_flag)) + lim::opaque_at<decltype(p[i])>(lim_flag, 971u, (i)), lim_flag);
  lim::guarded_store(&(q[i + 3]), lim::opaque_at<decltype(p[i])>(lim_flag, 990u, (i)) + scale__math(lim_flag, q, 2.0f) + lim::opaque_at<decltype(p[i])>(lim_flag, 1014u, (i)), lim_flag);
  int k = i;
  lim::guarded_store(&(q[i + 4]), lim::opaque_at<decltype(p[k])>(lim_flag, 1046u, (k)) + lim::opaque_at<decltype(p[k++])>(lim_flag, 1053u, (k++)) + s, lim_flag);
}
