// status: ok
__global__ void saxpy__store(int n, float a, const float *x, float *y, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = lim::stored<decltype(y[i])>(lim_flag);
}
