// status: ok
__global__ void blockSum__mem(const float *in, float *sums) {
  __shared__ float partial[256];
  const unsigned t = threadIdx.x;
  const unsigned base = blockIdx.x * 512 + t;
  partial[t] = lim::fold<decltype(partial[t])>(in[base], in[base + 256]);
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      (void)0;
    __syncthreads();
  }
  if (t == 0)
    sums[blockIdx.x] = partial[0];
 lim::keep_shared(&partial); }
