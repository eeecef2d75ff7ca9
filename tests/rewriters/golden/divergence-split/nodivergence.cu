// status: ok
__device__ float settle__nodivergence(float v, int rounds) {
  for (int k = 0; k < rounds; ++k)
    v = v * 0.5f + 0.25f;
  return v;
}
__global__ void afterGuard__nodivergence(const float *in, float *out, int n, int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  if ((lim::stride_valid((2), (0)) ? lim::stride_first(threadIdx.x, (2), (0), blockDim.x) : (threadIdx.x % 2 == 0)))
    v = settle__nodivergence(v, rounds);
  else
    v = -settle__nodivergence(-v, rounds);
  out[i] = v;
}
