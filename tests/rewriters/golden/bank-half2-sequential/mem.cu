// status: ok
__global__ void halfPairSums__mem(const __half2 *in, __half2 *out) {
  __shared__ __half2 acc[256];
  const unsigned t = threadIdx.x;
  acc[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      acc[t] = lim::fold<decltype(acc[t])>();
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = acc[0];
 lim::keep_shared(&acc); }
