// status: ok
__global__ void parityHeld__math(const float *x, float *y, float *z, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int odd = threadIdx.x & 1;
  const unsigned lane = threadIdx.x % 32;
  const int quarter = threadIdx.x & 3;
  float r = lim::opaque_at<decltype(x[i])>(lim_flag, 731u, (i));
  if (odd)
    r = sinf(r);
  else
    r = sqrtf(r);
  if ((lane & 1) == 0)
    r = r * 2.0f + 1.0f;
  switch (quarter) {
  case 0:
    lim::guarded_store(&(z[i]), expf(r), lim_flag);
    break;
  case 1:
    lim::guarded_store(&(z[i]), sqrtf(r * r + 1.0f), lim_flag);
    break;
  default:
    lim::guarded_store(&(z[i]), r, lim_flag);
    break;
  }
  lim::guarded_store(&(y[i]), r, lim_flag);
}
