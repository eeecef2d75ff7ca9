// status: ok
__global__ void ownTrips__streaming(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = __ldcs(&(in[blockIdx.x * blockDim.x + t]));
  switch (t % 2) {
  case 0:
    for (unsigned k = 0; k < t; ++k)
      x = x * 0.5f + 1.0f;
    break;
  default:
    x = -x;
  }
  __stcs(&(out[blockIdx.x * blockDim.x + t]), x);
}
