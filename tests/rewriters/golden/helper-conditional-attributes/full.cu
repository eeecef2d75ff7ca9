// status: ok
__global__ void applySign__full(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = scaled(signOf(in[i]), s);
}
