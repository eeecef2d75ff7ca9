// status: ok
__global__ void ownTrips__math(const float *in, float *out, int lim_flag) {
  const unsigned t = threadIdx.x;
  float x = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 344u, (blockIdx.x * blockDim.x + t));
  switch (t % 2) {
  case 0:
    for (unsigned k = 0; k < t; ++k)
      x = x * 0.5f + 1.0f;
    break;
  default:
    x = -x;
  }
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), x, lim_flag);
}
