// status: ok
__global__ void guarded__coalesced(float *out, int n) {
  const int t = threadIdx.x;
  if (t < n) {
    if (t % 2 == 0)
      out[lim::coalesced_index_linear(t, 1)] = 1.0f;
  }
  int k = 0;
  do
    if (t % 2 == 1)
      out[lim::coalesced_index_linear(t, 1)] += 1.0f;
  while (++k < 2);
  if (t % 4 == 0)
    out[lim::coalesced_index_linear(t, 1)] += __shfl_down_sync(0xffffffffu, out[lim::coalesced_index_linear(t, 1)], 1);
  if (t % 2 == 1) {
    if (t - 1 >= 0)
      out[lim::coalesced_index_linear(t - 1, 1)] += 2.0f;
  }
  const float mine = out[lim::coalesced_index_linear(t, 1)];
  if (t % 2 == 0 && n > 4)
    out[lim::coalesced_index_linear(t, 1)] = mine;
  else
    out[lim::coalesced_index_linear(t, 1)] = -mine;
  if (t % 2 == 0) {
    for (int k = t; k < n; k += blockDim.x)
      out[lim::coalesced_index(k)] += mine;
  } else {
    out[lim::coalesced_index_linear(t, 1)] = 0.0f;
  }
}
