// status: conservative
// reason: line 24: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 27: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__device__ float scale__streaming(float *p, float x) { return x * __ldcs(&(p[0])); }
__global__ void distances__streaming(const Point *pts, float *d, float *q, const float *p, int n,
                          float cx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { const auto lim_read_734 = __ldcs(&(pts[i].x)); const auto lim_read_770 = __ldcs(&(pts[i].y));
    __stcs(&(d[i]), (cx - lim_read_734) * (cx - lim_read_734) + (cx - lim_read_770) * (cx - lim_read_770)); }
  float s = 0.0f;
  for (int k = 0; k < n; ++k) { const auto lim_read_856 = __ldcs(&(p[k]));
    s += lim_read_856 * lim_read_856; }
  { const auto lim_read_893 = __ldcs(&(p[i]));
    const float t = lim_read_893 * lim_read_893 + 1.0f;
    __stcs(&(d[i + 1]), t);
  }
  q[i + 2] = __ldcs(&(p[i])) + (q[i] = 1.0f) + __ldcs(&(p[i]));
  __stcs(&(q[i + 3]), __ldcs(&(p[i])) + scale__streaming(q, 2.0f) + __ldcs(&(p[i])));
  int k = i;
  q[i + 4] = __ldcs(&(p[k])) + __ldcs(&(p[k++])) + s;
}
