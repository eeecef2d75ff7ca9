// status: ok
template <int M> __global__ void byStride__blocksize(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[(blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + t];
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
  out[(blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + t] = x;
}
