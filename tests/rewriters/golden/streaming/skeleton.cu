// status: ok
__global__ void saxpy__skeleton(int n, float a, const float *x, float *y, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(y[i]), lim::stored<decltype(y[i])>(lim_flag), lim_flag);
}
