// status: ok
__global__ void mixed__skeleton(const float *in, float *out, double *wide, double step, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = lim::opaque_at<decltype(in[i])>(lim_flag, 613u, (i));
  float s = 0.0f;
  for (int k = 1; k <= 4; ++k)
    do { /* limiter: it only computes what this variant does not keep */ } while (0);
  for (int j = 0; j < n * 0.5; j += 1024)
    do { /* limiter: it only computes what this variant does not keep */ } while (0);
  lim::guarded_store(&(wide[i]), lim::stored<decltype(wide[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
