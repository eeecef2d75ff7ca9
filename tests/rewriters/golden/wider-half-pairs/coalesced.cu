// status: ok
__global__ void scalePairs__coalesced(const __half2 *in, __half2 *out, const __nv_bfloat162 *bin,
                           __nv_bfloat162 *bout, __half2 s, __nv_bfloat162 t, int n) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const auto lim_run_1_817 = lim::coalesced_runs_linear((i), 4, 0, 4); const __half2 a = in[(i) + lim_run_1_817.at(0)], b = in[(i + 1) + lim_run_1_817.at(1)], c = in[(i + 2) + lim_run_1_817.at(2)], d = in[(i + 3) + lim_run_1_817.at(3)];
  const auto lim_run_1_871 = lim::coalesced_runs_linear((i), 4, 0, 4); out[(i) + lim_run_1_871.at(0)] = __hmul2(a, s);
  out[(i + 1) + lim_run_1_871.at(1)] = __hmul2(b, s);
  out[(i + 2) + lim_run_1_871.at(2)] = __hmul2(c, s);
  out[(i + 3) + lim_run_1_871.at(3)] = __hmul2(d, s);
  const auto lim_shift_1019 = lim::coalesced_runs_linear((i), 4, (0), (2)); for (int k = 0; k < 2; ++k)
    bout[(i + k) + lim_shift_1019.at((k))] = __hmul2(bin[(i + k) + lim_shift_1019.at((k))], t);
}
