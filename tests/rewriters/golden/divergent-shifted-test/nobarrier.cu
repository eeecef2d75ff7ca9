// status: ok
__global__ void upSweep__nobarrier(const float *in, float *out) {
  __shared__ float run[512];
  const int t = threadIdx.x;
  run[t] = in[blockIdx.x * 512 + t];
  lim::barrier_removed();
  for (int d = 1; d < 512; d *= 2) {
    if ((t + 1) % (2 * d) == 0)
      run[t] += run[t - d];
    lim::barrier_removed();
  }
  out[blockIdx.x * 512 + t] = run[t];
}
