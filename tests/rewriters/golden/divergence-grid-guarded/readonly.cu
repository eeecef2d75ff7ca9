// status: ok
__global__ void gridGuarded__readonly(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = __ldg(&(in[i]));
    if (i % 2 == 0)
      x = x * 1.01f + 0.5f;
    else
      x = x * 0.99f - 0.5f;
    if (threadIdx.x % 4 == 1)
      x = -x;
    if (x > 0.0f) {
      if (i % 2 == 1)
        x *= 2.0f;
    }
    out[i] = x;
  }
}
