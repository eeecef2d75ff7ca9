// status: ok
__device__ float settle__skeleton(int lim_flag, float v, int rounds) {
  for (int k = 0; k < rounds; ++k)
    do { /* limiter: it only computes what this variant does not keep */ } while (0);
  return v;
}
__global__ void afterGuard__skeleton(const float *in, float *out, int n, int rounds, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = lim::opaque_at<decltype(in[i])>(lim_flag, 723u, (i));
  if (threadIdx.x % 2 == 0)
    v = settle__skeleton(lim_flag, v, rounds);
  else
    v = -settle__skeleton(lim_flag, -v, rounds);
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
