// status: ok
__device__ float scale__coalesced(float *p, float x) { return x * p[lim::coalesced(p, 0)]; }
__global__ void distances__coalesced(const Point *pts, float *d, float *q, const float *p, int n,
                          float cx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] = (cx - (*lim::coalesced_member(pts, &(pts[i].x)))) * (cx - (*lim::coalesced_member(pts, &(pts[i].x)))) + (cx - (*lim::coalesced_member(pts, &(pts[i].y)))) * (cx - (*lim::coalesced_member(pts, &(pts[i].y))));
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += p[k] * p[k];
  {
    const float t = p[i] * p[i] + 1.0f;
    d[i + 1] = t;
  }
  q[i + 2] = p[i] + (q[i] = 1.0f) + p[i];
  q[i + 3] = p[i] + scale__coalesced(q, 2.0f) + p[i];
  int k = i;
  q[i + 4] = p[k] + p[lim::coalesced_index(k++)] + s;
}
