// status: ok
__global__ void halfPairSums__skeleton(const __half2 *in, __half2 *out, int lim_flag) {
  __shared__ __half2 acc[256];
  const unsigned t = threadIdx.x;
  lim::guarded_store(&(acc[t]), lim::stored<decltype(acc[t])>(lim_flag), lim_flag);
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      lim::guarded_store(&(acc[t]), lim::stored<decltype(acc[t])>(lim_flag), lim_flag);
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), lim::stored<decltype(out[blockIdx.x])>(lim_flag), lim_flag);
}
