// status: ok
__global__ void pingPong__store(const float *in, float *out, int steps, int lim_flag) {
  __shared__ float a[256], b[256];
  const unsigned t = threadIdx.x;
  a[t] = lim::stored<decltype(a[t])>(lim_flag);
  __barrier_sync(0);
  for (int k = 0; k < steps; ++k) {
    b[t] = lim::stored<decltype(b[t])>(lim_flag);
    __barrier_sync_count(1, blockDim.x);
    a[t] = lim::stored<decltype(a[t])>(lim_flag);
    __barrier_sync(0);
  }
  out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag);
}
