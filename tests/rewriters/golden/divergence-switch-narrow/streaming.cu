// status: ok
__global__ void byteLanes__streaming(const float *in, float *out) {
  const unsigned char t = threadIdx.x;
  float x = __ldcs(&(in[blockIdx.x * blockDim.x + threadIdx.x]));
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
  __stcs(&(out[blockIdx.x * blockDim.x + threadIdx.x]), x);
}
