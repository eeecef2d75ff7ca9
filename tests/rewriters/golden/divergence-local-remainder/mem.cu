// status: ok
__global__ void parityHeld__mem(const float *x, float *y, float *z, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int odd = threadIdx.x & 1;
  const unsigned lane = lim::fold<decltype(threadIdx.x % 32)>(threadIdx.x);
  const int quarter = threadIdx.x & 3;
  float r = x[i];
  if (odd)
    r = lim::fold<decltype(r)>(r);
  else
    r = lim::fold<decltype(r)>(r);
  if ((lane & 1) == 0)
    r = lim::fold<decltype(r)>(r);
  switch (quarter) {
  case 0:
    z[i] = lim::fold<decltype(z[i])>(r);
    break;
  case 1:
    z[i] = lim::fold<decltype(z[i])>(r, r);
    break;
  default:
    z[i] = r;
    break;
  }
  y[i] = r;
}
