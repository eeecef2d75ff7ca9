// status: ok
__global__ void relax__coalesced(float *__restrict__ x, const float *__restrict__ origin,
                      float *__restrict__ m, pair2 *__restrict__ out, int steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const auto lim_run_1_694 = lim::coalesced_runs_linear((i), 1, 0, 1); const auto lim_run_1_701 = lim::coalesced_runs_linear((i), 1, 0, 1); x[(i) + lim_run_1_694.at(0)] = origin[(i) + lim_run_1_701.at(0)];
    x[(i) + lim_run_1_694.at(0)] += cosf(origin[(i) + lim_run_1_701.at(0)]);
    for (int t = 1; t <= steps; t++)
      m[lim::coalesced_index_linear(i, 1)] = 0.9f * m[lim::coalesced_index_linear(i, 1)] + powf(0.9f, t);
    float s = 0.0f;
#pragma unroll 4
    for (int t = 0; t < steps; t++)
      s += m[lim::coalesced_index(i + t)];
    out[lim::coalesced_index_linear(i, 1)] = pair2{s, x[(i) + lim_run_1_694.at(0)]};
  }
}
