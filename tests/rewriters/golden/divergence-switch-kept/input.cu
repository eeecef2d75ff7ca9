// A switch on the thread index's remainder whose case loops on the thread's own index: the
// threads that take the case in a split would loop other counts than full's. The no-divergence
// what-if keeps the switch as written, and says why.
__global__ void ownTrips(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  switch (t % 2) {
  case 0:
    for (unsigned k = 0; k < t; ++k)
      x = x * 0.5f + 1.0f;
    break;
  default:
    x = -x;
  }
  out[blockIdx.x * blockDim.x + t] = x;
}
