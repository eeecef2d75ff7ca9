// status: ok
__global__ void blockSum__skeleton(const float *in, float *out, unsigned n, int lim_flag) {
  float *buf = DynamicShared<float>();
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  lim::guarded_store(&(buf[t]), lim::stored<decltype(buf[t])>(lim_flag), lim_flag);
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      lim::guarded_store(&(buf[t]), lim::stored<decltype(buf[t])>(lim_flag), lim_flag);
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), lim::stored<decltype(out[blockIdx.x])>(lim_flag), lim_flag);
}
