// status: ok
template <int M> __global__ void byStride__store(const float *in, float *out, int lim_flag) {
  const unsigned t = threadIdx.x;
  float x = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 380u, (blockIdx.x * blockDim.x + t));
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
  out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag);
}
