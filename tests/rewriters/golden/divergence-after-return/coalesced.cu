// status: ok
__global__ void afterReturn__coalesced(float *out, int n) {
  const unsigned t = threadIdx.x;
  if (t >= n)
    return;
  if (t % 2 == 0)
    out[lim::coalesced_index_linear(t, 1)] = 1.0f;
}
