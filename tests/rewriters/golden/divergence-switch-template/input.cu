// A switch on the thread index modulo a template's argument, instantiated for 4 and 8: a
// label (5) picks threads in one instantiation and none in the other, and one text of the
// split serves both. The no-divergence what-if keeps the switch, and says why.
template <int M> __global__ void byStride(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
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
  out[blockIdx.x * blockDim.x + t] = x;
}

template __global__ void byStride<4>(const float *, float *);
template __global__ void byStride<8>(const float *, float *);
