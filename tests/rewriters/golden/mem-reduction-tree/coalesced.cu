// status: ok
__global__ void blockSum__coalesced(const float *in, float *sums) {
  __shared__ float partial[256];
  const unsigned t = threadIdx.x;
  const unsigned base = blockIdx.x * 512 + t;
  partial[t] = in[base] + in[base + 256];
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    sums[blockIdx.x] = partial[0];
}
