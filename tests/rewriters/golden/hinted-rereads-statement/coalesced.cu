// status: ok
__device__ float scale__coalesced(float *p, float x) { return x * p[lim::coalesced(p, 0)]; }
__global__ void distances__coalesced(const Point *pts, float *d, float *q, const float *p, int n,
                          float cx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[lim::coalesced_index_linear(i, 1)] = (cx - (*lim::coalesced_member(pts, &(pts[i].x)))) * (cx - (*lim::coalesced_member(pts, &(pts[i].x)))) + (cx - (*lim::coalesced_member(pts, &(pts[i].y)))) * (cx - (*lim::coalesced_member(pts, &(pts[i].y))));
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += p[k] * p[k];
  {
    const auto lim_run_1_893 = lim::coalesced_runs_linear((i), 1, 0, 1); const float t = p[(i) + lim_run_1_893.at(0)] * p[(i) + lim_run_1_893.at(0)] + 1.0f;
    d[lim::coalesced_index_linear(i + 1, 1)] = t;
  }
  const auto lim_run_1_937 = lim::coalesced_runs_linear((i), 1, 0, 5); const auto lim_run_1_948 = lim::coalesced_runs_linear((i), 1, 0, 1); q[(i + 2) + lim_run_1_937.at(2)] = p[(i) + lim_run_1_948.at(0)] + (q[(i) + lim_run_1_937.at(0)] = 1.0f) + p[(i) + lim_run_1_948.at(0)];
  q[(i + 3) + lim_run_1_937.at(3)] = p[(i) + lim_run_1_948.at(0)] + scale__coalesced(q, 2.0f) + p[(i) + lim_run_1_948.at(0)];
  int k = i;
  q[(i + 4) + lim_run_1_937.at(4)] = p[lim::coalesced_index(k)] + p[lim::coalesced_index(k++)] + s;
}
