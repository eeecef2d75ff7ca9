// status: ok
__global__ void blockSum__math(const float *in, float *sums, int lim_flag) {
  __shared__ float partial[256];
  const unsigned t = threadIdx.x;
  const unsigned base = blockIdx.x * 512 + t;
  partial[t] = lim::opaque_at<decltype(in[base])>(lim_flag, 456u, (base)) + lim::opaque_at<decltype(in[base + 256])>(lim_flag, 467u, (base + 256));
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(sums[blockIdx.x]), partial[0], lim_flag);
}
