// status: ok
__global__ void scaled__readonly(const float *in, float *out, int n, float factor = 2.0f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __ldg(&(in[i])) * factor;
}
