// status: ok
__global__ void pairTree__store(const float *in, float *out, int lim_flag) {
  __shared__ float sum[SECTION];
  const unsigned t = threadIdx.x;
  const unsigned start = 2 * blockIdx.x * blockDim.x;
  sum[t] = lim::stored<decltype(sum[t])>(lim_flag);
  sum[blockDim.x + t] = lim::stored<decltype(sum[blockDim.x + t])>(lim_flag);
  for (unsigned stride = 1; stride <= blockDim.x; stride *= 2) {
    __syncthreads();
    if (t % stride == 0)
      sum[2 * t] = lim::stored<decltype(sum[2 * t])>(lim_flag);
  }
  if (t == 0)
    out[blockIdx.x] = lim::stored<decltype(out[blockIdx.x])>(lim_flag);
}
