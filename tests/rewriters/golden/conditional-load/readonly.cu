// status: ok
__global__ void clampedCopy__readonly(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? __ldg(&(in[i])) * 2.0f : 0.0f;
  out[i] = v;
}
