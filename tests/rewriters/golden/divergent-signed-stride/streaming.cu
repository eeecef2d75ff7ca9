// status: conservative
// reason: line 12: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 16: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 19: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void signedStride__streaming(float *part, int m) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      part[t] += __ldcs(&(part[t + d]));
    __syncthreads();
  }
  if (t % m == 0)
    part[t] *= 2.0f;
  for (int d = 1; d < blockDim.x; d += 2) {
    if (t % (2 * d) == 0)
      part[t] += __ldcs(&(part[t + d]));
    __syncthreads();
  }
}
