// status: ok
__global__ void phases__store(const float *in, float *out, int steps, int lim_flag) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  float x = lim::opaque_at<decltype(in[i])>(lim_flag, 584u, (i));
  if ((t & 3) == 0) {
    for (int k = 0; k < steps; ++k)
      do { /* limiter: it only computes what this variant does not keep */ } while (0);
  } else if (t % 4 == 2) {
    for (int k = 0; k < steps; ++k)
      do { /* limiter: it only computes what this variant does not keep */ } while (0);
  } else if (t % 4 == 3) {
    x = -x;
  }
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
