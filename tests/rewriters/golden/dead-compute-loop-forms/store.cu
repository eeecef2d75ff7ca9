// status: ok
__global__ void forms__store(const float *in, float *out, int steps, int a, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = lim::opaque_at<decltype(in[i])>(lim_flag, 588u, (i)), acc = 0.0f;
  if (a > 0)
    for (int s = 0; s < steps; ++s)
      do { /* limiter: it only computes what this variant does not keep */ } while (0);
  else
    acc = 1.0f;
  float total = 0.0f;
  float &r = total;
  for (int s = 0; s < steps; ++s)
    r += sinf(x * s);
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
