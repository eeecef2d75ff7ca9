// status: ok
__global__ void accumulate__coalesced(float *acc, const float *x, int *count) {
  int i = threadIdx.x;
  acc[lim::coalesced(acc, i)] += 2.0f * x[lim::coalesced(x, i)];
  count[lim::coalesced(count, i)]++;
}
