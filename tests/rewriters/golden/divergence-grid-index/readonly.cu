// status: ok
__global__ void gridParity__readonly(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = __ldg(&(in[i]));
  if (i % 2 == 0) {
    for (int k = 0; k < 32; ++k)
      x = x * 1.01f + 0.5f;
  } else {
    for (int k = 0; k < 32; ++k)
      x = x * 0.99f - 0.5f;
  }
  if (((blockIdx.x * blockDim.x + threadIdx.x) & 3) == 0)
    x = sqrtf(x * x + 1.0f);
  if (i % 3 == 1)
    x = -x;
  out[i] = x;
}
