// status: ok
__global__ void parityNotHeld__mem(const float *x, float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const bool nonzero = threadIdx.x & 3;
  const int twelfth = threadIdx.x % 12;
  int odd = threadIdx.x & 1;
  (void)0;
  float r = x[i];
  if (nonzero == 1)
    r = lim::fold<decltype(r)>(r);
  if (twelfth % 8 == 0)
    r = lim::fold<decltype(r)>(r);
  if (odd)
    r = lim::fold<decltype(r)>(r);
  y[i] = r;
}
