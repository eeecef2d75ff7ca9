// status: ok
__global__ void unevenChains__math(const float *in, float *out, int lim_flag) {
  const unsigned t = threadIdx.x;
  float x = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 430u, (blockIdx.x * blockDim.x + t));
  if (t % 4 == 1)
    x = x * 2.0f;
  else if (t % 4 == 1)
    x = x * 3.0f;
  else
    x = x + 1.0f;
  if (t % 4 == 0)
    x = x - 1.0f;
  else if (t % 8 == 1)
    x = x * 0.5f;
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), x, lim_flag);
}
