// status: ok
__global__ void parityHeld__nodivergence(const float *x, float *y, float *z, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int odd = threadIdx.x & 1;
  const unsigned lane = threadIdx.x % 32;
  const int quarter = threadIdx.x & 3;
  float r = x[i];
  if ((lim::stride_valid(lim::mask_stride(1), 0) ? !lim::stride_first(threadIdx.x, lim::mask_stride(1), 0, blockDim.x) : (odd)))
    r = sinf(r);
  else
    r = sqrtf(r);
  if ((lim::stride_valid(lim::mask_stride(1), 0) ? lim::stride_first(threadIdx.x, lim::mask_stride(1), 0, blockDim.x) : ((lane & 1) == 0)))
    r = r * 2.0f + 1.0f;
  switch (lim::stride_case(lim::stride_run(threadIdx.x, lim::mask_stride(3), blockDim.x, 1u, (0), (1)), 2, 0, 1)) {
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
