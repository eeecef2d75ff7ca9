// status: ok
__global__ void maskResidues__store(const float *in, float *out, int k, int lim_flag) {
  const int t = threadIdx.x;
  float x = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 616u, (blockIdx.x * blockDim.x + t));
  if ((t & 1) == 1)
    x = x * 3.0f + 1.0f;
  else
    x = x * 0.5f;
  out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag);
  if ((t & 3) == 2)
    out[gridDim.x * blockDim.x + blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[gridDim.x * blockDim.x + blockIdx.x * blockDim.x + t])>(lim_flag);
  if ((t & k) == 1)
    out[t] = lim::stored<decltype(out[t])>(lim_flag);
}
