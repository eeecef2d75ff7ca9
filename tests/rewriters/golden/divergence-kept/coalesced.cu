// status: ok
__global__ void guarded__coalesced(float *out, int n) {
  const int t = threadIdx.x;
  if (t < n) {
    if (t % 2 == 0)
      out[t] = 1.0f;
  }
  int k = 0;
  do
    if (t % 2 == 1)
      out[t] += 1.0f;
  while (++k < 2);
  if (t % 4 == 0)
    out[t] += __shfl_down_sync(0xffffffffu, out[t], 1);
  if (t % 2 == 1) {
    if (t - 1 >= 0)
      out[t - 1] += 2.0f;
  }
  const float mine = out[t];
  if (t % 2 == 0 && n > 4)
    out[t] = mine;
  else
    out[t] = -mine;
  if (t % 2 == 0) {
    for (int k = t; k < n; k += blockDim.x)
      out[lim::coalesced_index(k)] += mine;
  } else {
    out[t] = 0.0f;
  }
}
