// status: ok
__global__ void clampedCopy__mem(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? lim::fold<decltype(in[i] * 2.0f)>(in[i]) : 0.0f;
  out[i] = v;
}
