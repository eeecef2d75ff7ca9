// status: ok
__global__ void rowsReset__store(const float *in, float *out, int n, int lim_flag) {
  int j = blockIdx.x * 1024 + threadIdx.x * 32;
  auto reset = [&] { j = blockIdx.x * 1024; };
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    acc += lim::opaque_at<decltype(in[j + k])>(lim_flag, 582u, (j + k));
    reset();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = lim::stored<decltype(out[blockIdx.x * blockDim.x + threadIdx.x])>(lim_flag);
}
