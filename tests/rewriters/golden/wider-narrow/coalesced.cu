// status: ok
__global__ void pixels__coalesced(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, const char *text,
                       int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  const auto lim_run_1_636 = lim::coalesced_runs_linear((p), 4, 0, 4); unsigned r = img[(p) + lim_run_1_636.at(0)], g = img[(p + 1) + lim_run_1_636.at(1)], b = img[(p + 2) + lim_run_1_636.at(2)], a = img[(p + 3) + lim_run_1_636.at(3)];
  const auto lim_run_1_694 = lim::coalesced_runs_linear((p), 4, 0, 4); res[(p) + lim_run_1_694.at(0)] = (unsigned char)(r / 2);
  res[(p + 1) + lim_run_1_694.at(1)] = (unsigned char)(g / 2);
  res[(p + 2) + lim_run_1_694.at(2)] = (unsigned char)(b / 2);
  res[(p + 3) + lim_run_1_694.at(3)] = (unsigned char)(a / 2);
  const auto lim_run_1_861 = lim::coalesced_runs_linear((4 * i), 4, 0, 4); const int t0 = taps[(4 * i) + lim_run_1_861.at(0)], t1 = taps[(4 * i + 1) + lim_run_1_861.at(1)];
  const int t2 = taps[(4 * i + 2) + lim_run_1_861.at(2)], t3 = taps[(4 * i + 3) + lim_run_1_861.at(3)];
  const auto lim_run_1_987 = lim::coalesced_runs_linear((2 * i), 2, 0, 2); const auto lim_run_1_1019 = lim::coalesced_runs_linear((2 * i), 2, 0, 2); sum[i] = (t0 + t1) * (t2 - t3) + sign[(2 * i) + lim_run_1_987.at(0)] * sign[(2 * i + 1) + lim_run_1_987.at(1)] + text[(2 * i) + lim_run_1_1019.at(0)] - text[(2 * i + 1) + lim_run_1_1019.at(1)];
}
