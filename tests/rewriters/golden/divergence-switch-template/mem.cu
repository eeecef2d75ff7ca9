// status: ok
template <int M> __global__ void byStride__mem(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  switch (t % M) {
  case 0:
    x = lim::fold<decltype(x)>(x);
    break;
  case 5:
    x = lim::fold<decltype(x)>(x);
    break;
  default:
    x = lim::fold<decltype(x)>(x);
  }
  out[blockIdx.x * blockDim.x + t] = x;
}
