// status: ok
__global__ void strided__math(const float *in, float *out, int n, unsigned mask, int lim_flag) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 868u, (blockIdx.x * blockDim.x + t));
  __syncthreads();
  for (unsigned d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      part[t] += part[t + d];
    __syncthreads();
  }
  for (unsigned d = 1; d < blockDim.x; d <<= 1) {
    if ((t & (2 * d - 1)) == 0 && t + d < blockDim.x) {
      const float right = part[t + d];
      part[t] = part[t] + right;
    }
    __syncthreads();
  }
  if ((t & mask) == 0)
    part[t] *= 0.5f;
  if (threadIdx.x % 4 == 1)
    lim::guarded_store(&(out[blockIdx.x * 64 + threadIdx.x / 4]), part[threadIdx.x], lim_flag);
  const float mine = lim::opaque_at<decltype(in[t])>(lim_flag, 1416u, (t));
  if (t % 2 == 0)
    lim::guarded_store(&(out[t]), mine, lim_flag);
  if (t % 2 == 0)
    lim::guarded_store(&(out[t]), part[t], lim_flag);
  else
    lim::guarded_store(&(out[t]), 0.0f, lim_flag);
  if (t % 2 != 0)
    lim::guarded_store(&(out[t]), lim::opaque<decltype(out[t])>(lim_flag, 1548u, &(out[t])) + (mine), lim_flag);
  else
    lim::guarded_store(&(out[t]), lim::opaque<decltype(out[t])>(lim_flag, 1575u, &(out[t])) - (mine), lim_flag);
  if (t & 1)
    lim::guarded_store(&(out[t]), lim::opaque<decltype(out[t])>(lim_flag, 1608u, &(out[t])) * (mine), lim_flag);
  const unsigned lane = t % 32;
  if (t % (lane + 1) == 0)
    lim::guarded_store(&(out[t]), lim::opaque<decltype(out[t])>(lim_flag, 1687u, &(out[t])) + (1.0f), lim_flag);
  if (t == 0)
    lim::guarded_store(&(out[n]), part[0], lim_flag);
}
