// status: ok
__global__ void scaled__coalesced(const float *in, float *out, int n, float factor = 2.0f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = in[lim::coalesced_index_linear(i, 1)] * factor;
}
