// status: ok
__global__ void saxpy__coalesced(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[lim::coalesced(y, i)] = a * x[lim::coalesced(x, i)] + y[lim::coalesced(y, i)];
}
