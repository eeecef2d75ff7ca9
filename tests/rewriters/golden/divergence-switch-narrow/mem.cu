// status: ok
__global__ void byteLanes__mem(const float *in, float *out) {
  const unsigned char t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + threadIdx.x];
  switch (t % 4) {
  case 0:
    x = lim::fold<decltype(x)>(x);
    break;
  case 1:
    x = lim::fold<decltype(x)>(x);
    break;
  default:
    x = lim::fold<decltype(x)>(x);
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = x;
}
