// status: ok
__global__ void saxpy__math(int n, float a, const float *x, float *y, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(y[i]), a * lim::opaque<decltype(x[i])>(lim_flag, 143u, &(x[i])) + lim::opaque<decltype(y[i])>(lim_flag, 150u, &(y[i])), lim_flag);
}
