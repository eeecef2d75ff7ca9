// status: ok
__global__ void pairTree__nobankconflict(const float *in, float *out) {
  __shared__ float sum[(SECTION) + ((SECTION) - 1) / 32 * 1];
  const unsigned t = threadIdx.x;
  const unsigned start = 2 * blockIdx.x * blockDim.x;
  sum[lim::bank_skewed<32, 1>(t)] = in[start + t];
  sum[lim::bank_skewed<32, 1>(blockDim.x + t)] = in[start + blockDim.x + t];
  for (unsigned stride = 1; stride <= blockDim.x; stride *= 2) {
    __syncthreads();
    if (t % stride == 0)
      sum[(t)] += sum[(t) + (stride)];
  }
  if (t == 0)
    out[blockIdx.x] = sum[lim::bank_skewed<32, 1>(0)];
}
