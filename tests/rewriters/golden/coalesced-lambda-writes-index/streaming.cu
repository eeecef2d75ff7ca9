// status: ok
__global__ void rowsReset__streaming(const float *in, float *out, int n) {
  int j = blockIdx.x * 1024 + threadIdx.x * 32;
  auto reset = [&] { j = blockIdx.x * 1024; };
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    acc += __ldcs(&(in[j + k]));
    reset();
  }
  __stcs(&(out[blockIdx.x * blockDim.x + threadIdx.x]), acc);
}
