// status: ok
__global__ void halve__full(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = halfStep(in[i]) + 1.0f;
}
