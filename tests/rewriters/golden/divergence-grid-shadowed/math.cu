// status: ok
__global__ void gridShadowed__math(const float *in, float *out, int lim_flag) {
  const int t = threadIdx.x;
  const int j = blockIdx.x * blockDim.x + t;
  float x = lim::opaque_at<decltype(in[j])>(lim_flag, 413u, (j));
  for (int t = 0; t < 2; ++t) {
    if (j % 2 == 0)
      x = x * 1.5f + static_cast<float>(t);
  }
  lim::guarded_store(&(out[j]), x, lim_flag);
}
