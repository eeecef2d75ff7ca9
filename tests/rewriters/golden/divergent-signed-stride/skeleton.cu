// status: ok
__global__ void signedStride__skeleton(float *part, int m, int lim_flag) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      lim::guarded_store(&(part[t]), lim::stored<decltype(part[t])>(lim_flag), lim_flag);
    __syncthreads();
  }
  if (t % m == 0)
    lim::guarded_store(&(part[t]), lim::stored<decltype(part[t])>(lim_flag), lim_flag);
  for (int d = 1; d < blockDim.x; d += 2) {
    if (t % (2 * d) == 0)
      lim::guarded_store(&(part[t]), lim::stored<decltype(part[t])>(lim_flag), lim_flag);
    __syncthreads();
  }
}
