// status: ok
__global__ void signedStride__mem(float *part, int m) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      part[t] = lim::fold<decltype(part[t])>(part[t], part[t + d]);
    __syncthreads();
  }
  if (t % m == 0)
    part[t] = lim::fold<decltype(part[t])>(part[t]);
  for (int d = 1; d < blockDim.x; d += 2) {
    if (t % (2 * d) == 0)
      part[t] = lim::fold<decltype(part[t])>(part[t], part[t + d]);
    __syncthreads();
  }
}
