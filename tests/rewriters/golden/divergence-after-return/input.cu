// The no-divergence what-if keeps a branch after a return on the thread's own condition: not
// every role arrives there.
__global__ void afterReturn(float *out, int n) {
  const unsigned t = threadIdx.x;
  if (t >= n)
    return;
  if (t % 2 == 0)
    out[t] = 1.0f;
}
