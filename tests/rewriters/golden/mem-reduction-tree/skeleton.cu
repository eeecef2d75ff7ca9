// status: ok
__global__ void blockSum__skeleton(const float *in, float *sums, int lim_flag) {
  __shared__ float partial[256];
  const unsigned t = threadIdx.x;
  const unsigned base = blockIdx.x * 512 + t;
  lim::guarded_store(&(partial[t]), lim::stored<decltype(partial[t])>(lim_flag), lim_flag);
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      lim::guarded_store(&(partial[t]), lim::stored<decltype(partial[t])>(lim_flag), lim_flag);
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(sums[blockIdx.x]), lim::stored<decltype(sums[blockIdx.x])>(lim_flag), lim_flag);
}
