// status: ok
__global__ void parityFrom__readonly(const float *in, float *out, int from) {
  const int base = from + static_cast<int>(blockIdx.x * blockDim.x);
  const int i = base + threadIdx.x;
  float x = __ldg(&(in[blockIdx.x * blockDim.x + threadIdx.x]));
  switch (i % 2) {
  case 0:
    x = x * 0.5f;
    break;
  case 1:
    x = x * 3.0f + 1.0f;
    break;
  case -1:
    x = -x;
    break;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = x;
}
