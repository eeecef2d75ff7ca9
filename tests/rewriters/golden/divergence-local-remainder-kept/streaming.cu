// status: ok
__global__ void parityNotHeld__streaming(const float *x, float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const bool nonzero = threadIdx.x & 3;
  const int twelfth = threadIdx.x % 12;
  int odd = threadIdx.x & 1;
  odd ^= 1;
  float r = __ldcs(&(x[i]));
  if (nonzero == 1)
    r = sinf(r);
  if (twelfth % 8 == 0)
    r = sqrtf(r);
  if (odd)
    r = expf(r);
  __stcs(&(y[i]), r);
}
