// status: ok
__global__ void upSweep__math(const float *in, float *out, int lim_flag) {
  __shared__ float run[512];
  const int t = threadIdx.x;
  run[t] = lim::opaque_at<decltype(in[blockIdx.x * 512 + t])>(lim_flag, 568u, (blockIdx.x * 512 + t));
  __syncthreads();
  for (int d = 1; d < 512; d *= 2) {
    if ((t + 1) % (2 * d) == 0)
      run[t] += run[t - d];
    __syncthreads();
  }
  lim::guarded_store(&(out[blockIdx.x * 512 + t]), run[t], lim_flag);
}
