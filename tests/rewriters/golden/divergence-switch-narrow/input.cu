// A switch on the remainder of a byte that holds the thread index: in blocks of more than
// 255 threads it wraps, so its values are not the threads' numbers that a split counts. The
// no-divergence what-if keeps the switch, and says why.
__global__ void byteLanes(const float *in, float *out) {
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
