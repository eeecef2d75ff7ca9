// status: ok
__global__ void parityNotHeld__store(const float *x, float *y, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const bool nonzero = threadIdx.x & 3;
  const int twelfth = threadIdx.x % 12;
  int odd = threadIdx.x & 1;
  odd ^= 1;
  float r = lim::opaque_at<decltype(x[i])>(lim_flag, 583u, (i));
  if (nonzero == 1)
    r = sinf(r);
  if (twelfth % 8 == 0)
    r = sqrtf(r);
  if (odd)
    r = expf(r);
  y[i] = lim::stored<decltype(y[i])>(lim_flag);
}
