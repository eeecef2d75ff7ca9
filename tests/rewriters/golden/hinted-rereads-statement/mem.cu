// status: ok
__device__ float scale__mem(float *p, float x) { return lim::fold<decltype(x * p[0])>(x, p[0]); }
__global__ void distances__mem(const Point *pts, float *d, float *q, const float *p, int n,
                          float cx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] = lim::fold<decltype(d[i])>(pts[i].x, pts[i].x, pts[i].y, pts[i].y);
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s = lim::fold<decltype(s)>(s, p[k], p[k]);
  {
    const float t = lim::fold<decltype(p[i] * p[i] + 1.0f)>(p[i], p[i]);
    d[i + 1] = t;
  }
  q[i + 2] = lim::fold<decltype(q[i + 2])>(p[i], p[i]);
  q[i + 3] = lim::fold<decltype(q[i + 3])>(p[i], scale__mem(q, 2.0f), p[i]);
  int k = i;
  q[i + 4] = lim::fold<decltype(q[i + 4])>(p[k], p[k++], s);
}
