// status: ok
__global__ void accumulate__coalesced(float *acc, const float *x, int *count) {
  int i = threadIdx.x;
  acc[lim::coalesced_index_linear(i, 1)] += 2.0f * x[lim::coalesced_index_linear(i, 1)];
  count[lim::coalesced_index_linear(i, 1)]++;
}
