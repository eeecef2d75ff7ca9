// status: ok
__global__ void saxpy__mem(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = lim::fold<decltype(y[i])>(x[i], y[i]);
}
