// status: ok
__global__ void upSweep__store(const float *in, float *out, int lim_flag) {
  __shared__ float run[512];
  const int t = threadIdx.x;
  run[t] = lim::stored<decltype(run[t])>(lim_flag);
  __syncthreads();
  for (int d = 1; d < 512; d *= 2) {
    if ((t + 1) % (2 * d) == 0)
      run[t] = lim::stored<decltype(run[t])>(lim_flag);
    __syncthreads();
  }
  out[blockIdx.x * 512 + t] = lim::stored<decltype(out[blockIdx.x * 512 + t])>(lim_flag);
}
