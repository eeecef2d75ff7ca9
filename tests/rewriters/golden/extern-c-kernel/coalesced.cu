// status: ok
extern "C" __global__ void scaleC__coalesced(const float *in, float *out, float s, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = in[lim::coalesced_index_linear(i, 1)] * s;
}
