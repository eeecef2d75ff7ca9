// status: ok
__global__ void strided__store(const float *in, float *out, int n, unsigned mask, int lim_flag) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = lim::stored<decltype(part[t])>(lim_flag);
  __syncthreads();
  for (unsigned d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      part[t] = lim::stored<decltype(part[t])>(lim_flag);
    __syncthreads();
  }
  for (unsigned d = 1; d < blockDim.x; d <<= 1) {
    if ((t & (2 * d - 1)) == 0 && t + d < blockDim.x) {
      const float right = part[t + d];
      part[t] = lim::stored<decltype(part[t])>(lim_flag);
    }
    __syncthreads();
  }
  if ((t & mask) == 0)
    part[t] = lim::stored<decltype(part[t])>(lim_flag);
  if (threadIdx.x % 4 == 1)
    out[blockIdx.x * 64 + threadIdx.x / 4] = lim::stored<decltype(out[blockIdx.x * 64 + threadIdx.x / 4])>(lim_flag);
  const float mine = lim::opaque_at<decltype(in[t])>(lim_flag, 1416u, (t));
  if (t % 2 == 0)
    out[t] = lim::stored<decltype(out[t])>(lim_flag);
  if (t % 2 == 0)
    out[t] = lim::stored<decltype(out[t])>(lim_flag);
  else
    out[t] = lim::stored<decltype(out[t])>(lim_flag);
  if (t % 2 != 0)
    out[t] = lim::stored<decltype(out[t])>(lim_flag);
  else
    out[t] = lim::stored<decltype(out[t])>(lim_flag);
  if (t & 1)
    out[t] = lim::stored<decltype(out[t])>(lim_flag);
  const unsigned lane = t % 32;
  if (t % (lane + 1) == 0)
    out[t] = lim::stored<decltype(out[t])>(lim_flag);
  if (t == 0)
    out[n] = lim::stored<decltype(out[n])>(lim_flag);
}
