// status: conservative
// reason: line 23: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__device__ void crossing__coalesced(float level, point a, point b, float fa, float fb, point &at,
                         float &weight) {
  float t = (level - fa) / (fb - fa);
  at = lerp2__coalesced(a, b, t);
  weight = t * fb;
}
__device__ void addBoth__coalesced(float &sum, float v, float w) {
  addSquare__coalesced(sum, v);
  addSquare__coalesced(sum, w);
}
__device__ point lerp2__coalesced(point a, point b, float t) {
  point r;
  r.x = a.x + t * (b.x - a.x);
  r.y = a.y + t * (b.y - a.y);
  return r;
}
__device__ void addSquare__coalesced(float &sum, float v) { sum += v * v; }
__global__ void contour__coalesced(const point *corners, const float *field, point *edges, float *energy,
                        float level) {
  __shared__ point slots[256];
  __shared__ float weights[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const auto lim_run_1_1329 = lim::coalesced_runs_linear((i), 1, 0, 2); const auto lim_run_1_1357 = lim::coalesced_runs_linear((i), 1, 0, 2); crossing__coalesced(level, corners[(i) + lim_run_1_1329.at(0)], corners[(i + 1) + lim_run_1_1329.at(1)], field[(i) + lim_run_1_1357.at(0)], field[(i + 1) + lim_run_1_1357.at(1)], slots[threadIdx.x],
           weights[threadIdx.x]);
  __syncthreads();
  edges[lim::coalesced_index_linear(i, 1)] = slots[(threadIdx.x + 1) % 256];
  addBoth__coalesced(energy[i], weights[threadIdx.x], field[(i) + lim_run_1_1357.at(0)]);
}
