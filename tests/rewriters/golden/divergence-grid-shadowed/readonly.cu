// status: ok
__global__ void gridShadowed__readonly(const float *in, float *out) {
  const int t = threadIdx.x;
  const int j = blockIdx.x * blockDim.x + t;
  float x = __ldg(&(in[j]));
  for (int t = 0; t < 2; ++t) {
    if (j % 2 == 0)
      x = x * 1.5f + static_cast<float>(t);
  }
  out[j] = x;
}
