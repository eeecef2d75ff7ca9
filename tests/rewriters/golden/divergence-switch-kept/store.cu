// status: ok
__global__ void ownTrips__store(const float *in, float *out, int lim_flag) {
  const unsigned t = threadIdx.x;
  float x = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 344u, (blockIdx.x * blockDim.x + t));
  switch (t % 2) {
  case 0:
    for (unsigned k = 0; k < t; ++k)
      do { /* limiter: it only computes what this variant does not keep */ } while (0);
    break;
  default:
    x = -x;
  }
  out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag);
}
