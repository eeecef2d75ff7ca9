// status: ok
template <int M> __global__ void byStride__coalesced(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[lim::coalesced(in, blockIdx.x * blockDim.x + t)];
  switch (t % M) {
  case 0:
    x = x * 2.0f;
    break;
  case 5:
    x = x + 1.0f;
    break;
  default:
    x = -x;
  }
  out[lim::coalesced(out, blockIdx.x * blockDim.x + t)] = x;
}
