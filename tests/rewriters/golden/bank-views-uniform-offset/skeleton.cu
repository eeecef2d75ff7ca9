// status: ok
__global__ void viewPairs__skeleton(const float *in, float *out, int lim_flag) {
  __shared__ float partial[512];
  volatile float *vs = partial;
  float *upper = partial + 256;
  const unsigned t = threadIdx.x;
  lim::guarded_store(&(vs[t]), lim::stored<decltype(vs[t])>(lim_flag), lim_flag);
  lim::guarded_store(&(upper[t]), lim::stored<decltype(upper[t])>(lim_flag), lim_flag);
  __syncthreads();
  for (unsigned s = 1; s < 512; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < 512)
      lim::guarded_store(&(vs[at]), lim::stored<decltype(vs[at])>(lim_flag), lim_flag);
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), lim::stored<decltype(out[blockIdx.x])>(lim_flag), lim_flag);
}
