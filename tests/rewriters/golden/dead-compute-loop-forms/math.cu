// status: ok
__global__ void forms__math(const float *in, float *out, int steps, int a, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = lim::opaque_at<decltype(in[i])>(lim_flag, 588u, (i)), acc = 0.0f;
  if (a > 0)
    for (int s = 0; s < steps; ++s)
      acc += sinf(x * s);
  else
    acc = 1.0f;
  float total = 0.0f;
  float &r = total;
  for (int s = 0; s < steps; ++s)
    r += sinf(x * s);
  lim::guarded_store(&(out[i]), acc + total, lim_flag);
}
