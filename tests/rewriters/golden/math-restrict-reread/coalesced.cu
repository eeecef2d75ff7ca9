// status: ok
__global__ void momentum__coalesced(const float *__restrict__ grad, float *__restrict__ weight,
                         float *__restrict__ prev, float rate, float decay) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const auto lim_run_1_593 = lim::coalesced_runs_linear((i), 1, 0, 1); const auto lim_run_1_611 = lim::coalesced_runs_linear((i), 1, 0, 1); weight[lim::coalesced_index_linear(i, 1)] += rate * grad[(i) + lim_run_1_593.at(0)] + decay * prev[(i) + lim_run_1_611.at(0)];
  prev[(i) + lim_run_1_611.at(0)] = rate * grad[(i) + lim_run_1_593.at(0)] + decay * prev[(i) + lim_run_1_611.at(0)];
}
