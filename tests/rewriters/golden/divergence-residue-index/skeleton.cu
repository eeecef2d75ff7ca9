// status: ok
__global__ void residueIndexed__skeleton(const float *x, float *y, int n, int k, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int odd = threadIdx.x & 1;
  const int q = threadIdx.x & 3;
  float r = 0.0f;
  if (odd == 0)
    r = lim::opaque_at<decltype(x[i + odd])>(lim_flag, 730u, (i + odd)) * 2.0f;
  else
    r = sqrtf(lim::opaque_at<decltype(x[i])>(lim_flag, 770u, (i)));
  if ((threadIdx.x & 1) == 0)
    r += lim::opaque_at<decltype(x[i + (threadIdx.x & 1)])>(lim_flag, 816u, (i + (threadIdx.x & 1)));
  switch (q) {
  case 0:
    r += lim::opaque_at<decltype(x[i + q * k])>(lim_flag, 876u, (i + q * k));
    break;
  default:
    r += 1.0f;
    break;
  }
  lim::guarded_store(&(y[i]), lim::stored<decltype(y[i])>(lim_flag), lim_flag);
}
