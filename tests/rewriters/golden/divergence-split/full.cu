// status: ok
__global__ void afterGuard__full(const float *in, float *out, int n, int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  if (threadIdx.x % 2 == 0)
    v = settle(v, rounds);
  else
    v = -settle(-v, rounds);
  out[i] = v;
}
