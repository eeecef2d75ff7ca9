// status: ok
__global__ void halfPairSums__readonly(const __half2 *in, __half2 *out) {
  __shared__ __half2 acc[256];
  const unsigned t = threadIdx.x;
  acc[t] = __ldg(&(in[blockIdx.x * 256 + t]));
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      acc[t] = __hadd2(acc[t], acc[t + s]);
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = acc[0];
}
