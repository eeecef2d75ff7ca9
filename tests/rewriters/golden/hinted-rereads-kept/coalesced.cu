// status: conservative
// reason: line 35: a global access's pointer inside a macro expansion is not rewritten (kept as is)
__device__ float keep__coalesced(float *buf, int k, float v) {
  buf[lim::coalesced(buf, k)] = v;
  return v;
}
__global__ void kept__coalesced(const float *__restrict__ p, float *__restrict__ q, float *d, float *buf,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const auto lim_run_1_784 = lim::coalesced_runs_linear((i), 1, 0, 7); float s = p[(i) + lim_run_1_784.at(0)];
  for (int i = 0; i < n; ++i)
    s += p[i];
  int j = i;
  int &r = j;
  s += q[lim::coalesced_index(j)];
  r += 1;
  s += q[lim::coalesced_index(j)];
  const auto lim_run_1_944 = lim::coalesced_runs_linear((i), 1, 1, 2); float &e = q[(i + 1) + lim_run_1_944.at(1)];
  const float before = q[(i + 1) + lim_run_1_944.at(1)];
  e = before + 1.0f;
  s += q[(i + 1) + lim_run_1_944.at(1)];
  const auto lim_run_1_994 = lim::coalesced_runs_linear((i), 1, 0, 7); d[(i) + lim_run_1_994.at(0)] = d[(i + 2) + lim_run_1_994.at(2)] + keep__coalesced(buf, i, s) + d[(i + 2) + lim_run_1_994.at(2)];
#ifdef LIMITER_EXTRA
  s += 1.0f;
#endif
  d[(i + 3) + lim_run_1_994.at(3)] = p[(i + 3) + lim_run_1_784.at(3)] * p[(i + 3) + lim_run_1_784.at(3)] + s;
  if (i < n)
    OUT(i) = p[lim::coalesced_index_linear(i + 4, 1)] * p[lim::coalesced_index_linear(i + 4, 1)];
  if (i < n)
    d[lim::coalesced_index_linear(i + 5, 1)] = p[lim::coalesced_index_linear(i + 5, 1)] * p[lim::coalesced_index_linear(i + 5, 1)];
  d[(i + 6) + lim_run_1_994.at(6)] = p[(i + 6) + lim_run_1_784.at(6)] * p[(i + 6) + lim_run_1_784.at(6)];
}
