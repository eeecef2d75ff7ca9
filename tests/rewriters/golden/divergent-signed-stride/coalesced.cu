// status: ok
__global__ void signedStride__coalesced(float *part, int m) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      part[lim::coalesced_index_linear(t, 1)] += part[lim::coalesced_index_linear(t + d, 1)];
    __syncthreads();
  }
  if (t % m == 0)
    part[lim::coalesced_index_linear(t, 1)] *= 2.0f;
  for (int d = 1; d < blockDim.x; d += 2) {
    if (t % (2 * d) == 0)
      part[lim::coalesced_index_linear(t, 1)] += part[lim::coalesced_index_linear(t + d, 1)];
    __syncthreads();
  }
}
