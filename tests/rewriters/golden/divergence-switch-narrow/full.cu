// status: ok
__global__ void byteLanes__full(const float *in, float *out) {
  const unsigned char t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + threadIdx.x];
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
  out[blockIdx.x * blockDim.x + threadIdx.x] = x;
}
