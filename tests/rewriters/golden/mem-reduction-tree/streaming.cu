// status: ok
__global__ void blockSum__streaming(const float *in, float *sums) {
  __shared__ float partial[256];
  const unsigned t = threadIdx.x;
  const unsigned base = blockIdx.x * 512 + t;
  partial[t] = __ldcs(&(in[base])) + __ldcs(&(in[base + 256]));
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    __stcs(&(sums[blockIdx.x]), partial[0]);
}
