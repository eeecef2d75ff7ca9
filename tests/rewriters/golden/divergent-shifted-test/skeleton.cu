// status: ok
__global__ void upSweep__skeleton(const float *in, float *out, int lim_flag) {
  __shared__ float run[512];
  const int t = threadIdx.x;
  lim::guarded_store(&(run[t]), lim::stored<decltype(run[t])>(lim_flag), lim_flag);
  __syncthreads();
  for (int d = 1; d < 512; d *= 2) {
    if ((t + 1) % (2 * d) == 0)
      lim::guarded_store(&(run[t]), lim::stored<decltype(run[t])>(lim_flag), lim_flag);
    __syncthreads();
  }
  lim::guarded_store(&(out[blockIdx.x * 512 + t]), lim::stored<decltype(out[blockIdx.x * 512 + t])>(lim_flag), lim_flag);
}
