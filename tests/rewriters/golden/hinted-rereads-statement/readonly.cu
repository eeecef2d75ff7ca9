// status: ok
__device__ float scale__readonly(float *p, float x) { return x * __ldg(&(p[0])); }
__global__ void distances__readonly(const Point *pts, float *d, float *q, const float *p, int n,
                          float cx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { const auto lim_read_734 = __ldg(&(pts[i].x)); const auto lim_read_770 = __ldg(&(pts[i].y));
    d[i] = (cx - lim_read_734) * (cx - lim_read_734) + (cx - lim_read_770) * (cx - lim_read_770); }
  float s = 0.0f;
  for (int k = 0; k < n; ++k) { const auto lim_read_856 = __ldg(&(p[k]));
    s += lim_read_856 * lim_read_856; }
  { const auto lim_read_893 = __ldg(&(p[i]));
    const float t = lim_read_893 * lim_read_893 + 1.0f;
    d[i + 1] = t;
  }
  q[i + 2] = __ldg(&(p[i])) + (q[i] = 1.0f) + __ldg(&(p[i]));
  q[i + 3] = __ldg(&(p[i])) + scale__readonly(q, 2.0f) + __ldg(&(p[i]));
  int k = i;
  q[i + 4] = __ldg(&(p[k])) + __ldg(&(p[k++])) + s;
}
