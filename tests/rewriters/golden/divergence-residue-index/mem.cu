// status: ok
__global__ void residueIndexed__mem(const float *x, float *y, int n, int k) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int odd = threadIdx.x & 1;
  const int q = threadIdx.x & 3;
  float r = 0.0f;
  if (odd == 0)
    r = lim::fold<decltype(r)>(x[i + odd]);
  else
    r = lim::fold<decltype(r)>(x[i]);
  if ((threadIdx.x & 1) == 0)
    r = lim::fold<decltype(r)>(r, x[i + (threadIdx.x & 1)]);
  switch (q) {
  case 0:
    r = lim::fold<decltype(r)>(r, x[i + q * k]);
    break;
  default:
    r = lim::fold<decltype(r)>(r);
    break;
  }
  y[i] = r;
}
