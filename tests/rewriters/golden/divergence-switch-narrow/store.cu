// status: ok
__global__ void byteLanes__store(const float *in, float *out, int lim_flag) {
  const unsigned char t = threadIdx.x;
  float x = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + threadIdx.x])>(lim_flag, 349u, (blockIdx.x * blockDim.x + threadIdx.x));
  switch (t % 4) {
  case 0:
    x = x * 2.0f;
    break;
  case 1:
    x = x + 1.0f;
    break;
  default:
    x = -x;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = lim::stored<decltype(out[blockIdx.x * blockDim.x + threadIdx.x])>(lim_flag);
}
