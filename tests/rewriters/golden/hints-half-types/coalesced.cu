// status: ok
__global__ void scaleHalves__coalesced(floatX *out, const floatX *in, const __half2 *h2, __half *acc,
                            floatX w, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const auto lim_run_1_877 = lim::coalesced_runs_linear((i), 1, 0, 1); const float x = in[(i) + lim_run_1_877.at(0)];
  const floatX copy = in[(i) + lim_run_1_877.at(0)];
  const floatX scaled = in[(i) + lim_run_1_877.at(0)] * w;
  const auto lim_run_1_971 = lim::coalesced_runs_linear((i), 1, 0, 1); const __half2 pair = h2[(i) + lim_run_1_971.at(0)];
  out[lim::coalesced_index_linear(i, 1)] = 0.5f * x;
  out[lim::coalesced_index_linear(i + n, 1)] = copy;
  out[lim::coalesced_index_linear(i + 2 * n, 1)] = scaled;
  acc[lim::coalesced_index_linear(i, 1)] += __low2half(pair) + h2[(i) + lim_run_1_971.at(0)].x;
}
