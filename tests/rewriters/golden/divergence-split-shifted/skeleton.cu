// status: ok
__global__ void neighbours__skeleton(const float *in, float *out, int sh, int lim_flag) {
  __shared__ float s[256];
  const int t = threadIdx.x;
  const int lane = threadIdx.x & 31;
  lim::guarded_store(&(s[t]), lim::stored<decltype(s[t])>(lim_flag), lim_flag);
  __syncthreads();
  float x = s[t];
  if (t % 2 == 1)
    x += s[t - 1];
  else
    x += s[t + 1];
  for (int d = 1; d < 32; d *= 2)
    if (lane >= d)
      x += s[(t & ~31) + lane - d];
  if (t % 4 == 1) {
    int j = t - 1;
    x += s[j];
  }
  if (t % 4 == 2)
    x += *(s + t - 1);
  if (t % 4 == 3)
    x += s[t - sh];
  if (lane < 16)
    x *= s[t] + lim::opaque_at<decltype(in[blockIdx.x * 256 + t])>(lim_flag, 1323u, (blockIdx.x * 256 + t));
  else
    x -= s[t];
  lim::guarded_store(&(out[blockIdx.x * 256 + t]), lim::stored<decltype(out[blockIdx.x * 256 + t])>(lim_flag), lim_flag);
}
