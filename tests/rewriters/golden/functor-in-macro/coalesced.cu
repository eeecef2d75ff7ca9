// status: ok
__global__ void combine__coalesced(const float *x, const float *y, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Blend op;
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = op(x[lim::coalesced_index_linear(i, 1)], y[lim::coalesced_index_linear(i, 1)]);
}
