// status: ok
__global__ void saxpy__streaming(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(y[i]), a * __ldcs(&(x[i])) + __ldcs(&(y[i])));
}
