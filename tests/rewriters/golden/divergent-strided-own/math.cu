// status: ok
__global__ void pairTree__math(const float *in, float *out, int lim_flag) {
  __shared__ float sum[SECTION];
  const unsigned t = threadIdx.x;
  const unsigned start = 2 * blockIdx.x * blockDim.x;
  sum[t] = lim::opaque_at<decltype(in[start + t])>(lim_flag, 566u, (start + t));
  sum[blockDim.x + t] = lim::opaque_at<decltype(in[start + blockDim.x + t])>(lim_flag, 605u, (start + blockDim.x + t));
  for (unsigned stride = 1; stride <= blockDim.x; stride *= 2) {
    __syncthreads();
    if (t % stride == 0)
      sum[2 * t] += sum[2 * t + stride];
  }
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), sum[0], lim_flag);
}
