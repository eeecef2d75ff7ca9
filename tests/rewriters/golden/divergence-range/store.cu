// status: ok
__global__ void halfWarps__store(const float *in, float *out, int k, int lim_flag) {
  const int t = threadIdx.x;
  const int lane = threadIdx.x & 31;
  float x = in[blockIdx.x * blockDim.x + t];
  if (t % 32 < 16) {
    for (int k = 0; k < 32; ++k)
      x = x * 1.01f + 0.5f;
  } else {
    for (int k = 0; k < 32; ++k)
      x = x * 0.99f - 0.5f;
  }
  if (lane >= 24)
    x = sqrtf(x * x + 1.0f);
  if (8 > t % 16)
    x = -x;
  if (t % 32 <= 3)
    x = x * 3.0f;
  if (threadIdx.x % 32 > k)
    x = x + 1.0f;
  if (t % 32 < 4 && x > 0.0f)
    x = x * 2.0f;
  out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag);
}
