// status: ok
__global__ void gridShadowed__streaming(const float *in, float *out) {
  const int t = threadIdx.x;
  const int j = blockIdx.x * blockDim.x + t;
  float x = __ldcs(&(in[j]));
  for (int t = 0; t < 2; ++t) {
    if (j % 2 == 0)
      x = x * 1.5f + static_cast<float>(t);
  }
  __stcs(&(out[j]), x);
}
