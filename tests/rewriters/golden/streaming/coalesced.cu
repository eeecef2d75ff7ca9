// status: ok
__global__ void saxpy__coalesced(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[lim::coalesced_index_linear(i, 1)] = a * x[lim::coalesced_index_linear(i, 1)] + y[lim::coalesced_index_linear(i, 1)];
}
