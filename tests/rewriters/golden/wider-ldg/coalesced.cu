// status: ok
__global__ void quadsThroughLdg__coalesced(const float *__restrict__ x, const float *__restrict__ y,
                                const float *__restrict__ w, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int base = 4 * i;
  const auto lim_run_1_767 = lim::coalesced_runs_linear((base), 4, 0, 4); float s = __ldg(&x[(base) + lim_run_1_767.at(0)]) + __ldg(&x[(base + 1) + lim_run_1_767.at(1)]) + __ldg(&x[(base + 2) + lim_run_1_767.at(2)]) + __ldg(&x[(base + 3) + lim_run_1_767.at(3)]);
const auto lim_shift_904 = lim::coalesced_runs_linear((base), 4, (0), (4)); _Pragma("unroll")
  for (int k = 0; k < 4; ++k)
    s += __ldg(&w[(base + k) + lim_shift_904.at((k))]) * 0.5f;
  const auto lim_run_1_939 = lim::coalesced_runs_linear((base), 4, 0, 4); s += __ldg(&y[(base) + lim_run_1_939.at(0)]) + y[(base + 1) + lim_run_1_939.at(1)] + __ldg(&y[(base + 2) + lim_run_1_939.at(2)]) + y[(base + 3) + lim_run_1_939.at(3)];
  out[i] = s;
}
