// status: ok
__global__ void ownTrips__mem(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  switch (t % 2) {
  case 0:
    do { x = lim::fold<decltype(x)>(x); } while (0)
;
    break;
  default:
    x = lim::fold<decltype(x)>(x);
  }
  out[blockIdx.x * blockDim.x + t] = x;
}
