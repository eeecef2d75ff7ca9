// status: ok
__global__ void blockSum__math(const float *in, float *out, unsigned n, int lim_flag) {
  float *buf = DynamicShared<float>();
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  buf[t] = i < n ? lim::opaque_at<decltype(in[i])>(lim_flag, 613u, (i)) : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), buf[0], lim_flag);
}
