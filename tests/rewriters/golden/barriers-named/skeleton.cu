// status: ok
__global__ void pingPong__skeleton(const float *in, float *out, int steps, int lim_flag) {
  __shared__ float a[256], b[256];
  const unsigned t = threadIdx.x;
  lim::guarded_store(&(a[t]), lim::stored<decltype(a[t])>(lim_flag), lim_flag);
  __barrier_sync(0);
  for (int k = 0; k < steps; ++k) {
    lim::guarded_store(&(b[t]), lim::stored<decltype(b[t])>(lim_flag), lim_flag);
    __barrier_sync_count(1, blockDim.x);
    lim::guarded_store(&(a[t]), lim::stored<decltype(a[t])>(lim_flag), lim_flag);
    __barrier_sync(0);
  }
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag), lim_flag);
}
