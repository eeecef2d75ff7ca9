// status: conservative
// reason: line 10: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void signedStride__streaming(float *part) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      part[t] += __ldcs(&(part[t + d]));
    __syncthreads();
  }
}
