// status: ok
template <int M> __global__ void byStride__streaming(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = __ldcs(&(in[blockIdx.x * blockDim.x + t]));
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
  __stcs(&(out[blockIdx.x * blockDim.x + t]), x);
}
