// status: ok
__global__ void relax__coalesced(float *__restrict__ x, const float *__restrict__ origin,
                      float *__restrict__ m, pair2 *__restrict__ out, int steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const auto lim_run_1_694 = lim::coalesced_runs_linear((i), 1, 0, 1); const auto lim_run_1_701 = lim::coalesced_runs_linear((i), 1, 0, 1); x[(i) + lim_run_1_694.at(0)] = origin[(i) + lim_run_1_701.at(0)];
    x[(i) + lim_run_1_694.at(0)] += cosf(origin[(i) + lim_run_1_701.at(0)]);
    const auto lim_shift_784 = lim::coalesced_shift_linear((i), 1); for (int t = 1; t <= steps; t++)
      m[(i) + lim_shift_784] = 0.9f * m[(i) + lim_shift_784] + powf(0.9f, t);
    float s = 0.0f;
const auto lim_shift_904 = lim::coalesced_runs_linear((i), 1, (0), (steps)); _Pragma("unroll 4")
    for (int t = 0; t < steps; t++)
      s += m[(i + t) + lim_shift_904.at((t))];
    out[lim::coalesced_index_linear(i, 1)] = pair2{s, x[(i) + lim_run_1_694.at(0)]};
  }
}
