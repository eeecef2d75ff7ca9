// status: ok
__global__ void parityHeld__readonly(const float *x, float *y, float *z, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int odd = threadIdx.x & 1;
  const unsigned lane = threadIdx.x % 32;
  const int quarter = threadIdx.x & 3;
  float r = __ldg(&(x[i]));
  if (odd)
    r = sinf(r);
  else
    r = sqrtf(r);
  if ((lane & 1) == 0)
    r = r * 2.0f + 1.0f;
  switch (quarter) {
  case 0:
    z[i] = expf(r);
    break;
  case 1:
    z[i] = sqrtf(r * r + 1.0f);
    break;
  default:
    z[i] = r;
    break;
  }
  y[i] = r;
}
