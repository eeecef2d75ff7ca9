// status: ok
__global__ void scaleAll__full(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = clampTo(scale(in[i]) + twice(in[i]), 100.0f);
}
