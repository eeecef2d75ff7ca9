// status: ok
__global__ void squareAll__coalesced(const float *in, float *out) {
  int i = threadIdx.x;
  const auto lim_run_1_128 = lim::coalesced_runs_linear((i), 1, 0, 1); out[lim::coalesced_index_linear(i, 1)] = SQUARE(in[(i) + lim_run_1_128.at(0)]);
}
