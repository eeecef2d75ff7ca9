// status: ok
__global__ void saxpy__math(int n, float a, const float *x, float *y, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(y[i]), a * lim::opaque_at<decltype(x[i])>(lim_flag, 143u, (i)) + lim::opaque_at<decltype(y[i])>(lim_flag, 150u, (i)), lim_flag);
}
