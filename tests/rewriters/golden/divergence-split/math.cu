// status: ok
__device__ float settle__math(int lim_flag, float v, int rounds) {
  for (int k = 0; k < rounds; ++k)
    v = v * 0.5f + 0.25f;
  return v;
}
__global__ void afterGuard__math(const float *in, float *out, int n, int rounds, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = lim::opaque_at<decltype(in[i])>(lim_flag, 723u, (i));
  if (threadIdx.x % 2 == 0)
    v = settle__math(lim_flag, v, rounds);
  else
    v = -settle__math(lim_flag, -v, rounds);
  lim::guarded_store(&(out[i]), v, lim_flag);
}
