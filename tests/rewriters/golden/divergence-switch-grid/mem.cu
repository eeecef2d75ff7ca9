// status: ok
__global__ void parityFrom__mem(const float *in, float *out, int from) {
  const int base = from + static_cast<int>(blockIdx.x * blockDim.x);
  const int i = base + threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + threadIdx.x];
  switch (i % 2) {
  case 0:
    x = lim::fold<decltype(x)>(x);
    break;
  case 1:
    x = lim::fold<decltype(x)>(x);
    break;
  case -1:
    x = lim::fold<decltype(x)>(x);
    break;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = x;
}
