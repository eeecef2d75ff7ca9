// status: ok
__global__ void saxpy__readonly(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * __ldg(&(x[i])) + y[i];
}
