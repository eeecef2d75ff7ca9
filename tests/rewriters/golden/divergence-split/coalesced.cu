// status: ok
__device__ float settle__coalesced(float v, int rounds) {
  for (int k = 0; k < rounds; ++k)
    v = v * 0.5f + 0.25f;
  return v;
}
__global__ void afterGuard__coalesced(const float *in, float *out, int n, int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[lim::coalesced_index_linear(i, 1)];
  if (threadIdx.x % 2 == 0)
    v = settle__coalesced(v, rounds);
  else
    v = -settle__coalesced(-v, rounds);
  out[lim::coalesced_index_linear(i, 1)] = v;
}
