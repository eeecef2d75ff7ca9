// status: ok
__global__ void blockSum__nobankconflict(const float *in, float *sums) {
  __shared__ float partial[(256) + ((256) - 1) / 32 * 1];
  const unsigned t = threadIdx.x;
  const unsigned base = blockIdx.x * 512 + t;
  partial[lim::bank_skewed<32, 1>(t)] = in[base] + in[base + 256];
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      partial[lim::bank_skewed<32, 1>(t)] += partial[lim::bank_skewed<32, 1>(t + s)];
    __syncthreads();
  }
  if (t == 0)
    sums[blockIdx.x] = partial[lim::bank_skewed<32, 1>(0)];
}
