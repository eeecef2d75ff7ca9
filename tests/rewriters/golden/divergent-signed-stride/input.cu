// The no-divergence what-if on a signed stride test: `t % m == 0` picks a stride only where
// m >= 1 (a negative m is defined for a signed `%`), so the role checks m at run time, where
// an unsigned test (divergent-stride's first loop) is a stride whatever m is and asks nothing
// more. A stride the source proves a power of two (`2 * d`, d doubling from one, only read in
// its loop) asks nothing either, signed or not. Either way the branch's work goes to the first
// threads.

__global__ void signedStride(float *part, int m) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      part[t] += part[t + d];
    __syncthreads();
  }
  if (t % m == 0)
    part[t] *= 2.0f;
  for (int d = 1; d < blockDim.x; d += 2) {
    if (t % (2 * d) == 0)
      part[t] += part[t + d];
    __syncthreads();
  }
}
