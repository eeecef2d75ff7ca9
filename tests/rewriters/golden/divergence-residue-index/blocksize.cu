// status: ok
__global__ void residueIndexed__blocksize(const float *x, float *y, int n, int k) {
  const int i = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int odd = threadIdx.x & 1;
  const int q = threadIdx.x & 3;
  float r = 0.0f;
  if (odd == 0)
    r = x[i + odd] * 2.0f;
  else
    r = sqrtf(x[i]);
  if ((threadIdx.x & 1) == 0)
    r += x[i + (threadIdx.x & 1)];
  switch (q) {
  case 0:
    r += x[i + q * k];
    break;
  default:
    r += 1.0f;
    break;
  }
  y[i] = r;
}
