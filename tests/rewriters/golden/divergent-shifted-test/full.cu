// status: ok
__global__ void upSweep__full(const float *in, float *out) {
  __shared__ float run[512];
  const int t = threadIdx.x;
  run[t] = in[blockIdx.x * 512 + t];
  __syncthreads();
  for (int d = 1; d < 512; d *= 2) {
    if ((t + 1) % (2 * d) == 0)
      run[t] += run[t - d];
    __syncthreads();
  }
  out[blockIdx.x * 512 + t] = run[t];
}
