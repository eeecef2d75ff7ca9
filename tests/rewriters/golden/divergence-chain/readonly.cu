// status: ok
__global__ void phases__readonly(const float *in, float *out, int steps) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  float x = __ldg(&(in[i]));
  if ((t & 3) == 0) {
    for (int k = 0; k < steps; ++k)
      x = x * 0.99f + 1.0f;
  } else if (t % 4 == 2) {
    for (int k = 0; k < steps; ++k)
      x = sqrtf(x + 2.0f);
  } else if (t % 4 == 3) {
    x = -x;
  }
  out[i] = x;
}
