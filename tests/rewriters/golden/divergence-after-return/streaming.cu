// status: ok
__global__ void afterReturn__streaming(float *out, int n) {
  const unsigned t = threadIdx.x;
  if (t >= n)
    return;
  if (t % 2 == 0)
    __stcs(&(out[t]), 1.0f);
}
