// status: ok
__global__ void parityFrom__skeleton(const float *in, float *out, int from, int lim_flag) {
  const int base = from + static_cast<int>(blockIdx.x * blockDim.x);
  const int i = base + threadIdx.x;
  float x = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + threadIdx.x])>(lim_flag, 578u, (blockIdx.x * blockDim.x + threadIdx.x));
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
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + threadIdx.x]), lim::stored<decltype(out[blockIdx.x * blockDim.x + threadIdx.x])>(lim_flag), lim_flag);
}
