// status: ok
__global__ void negated__nobankconflict(const int *in, int *out) {
  __shared__ int part[(256) + ((256) - 1) / 32 * 1];
  const int t = threadIdx.x;
  part[lim::bank_skewed<32, 1>(t)] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (int s = 1; s < blockDim.x; s <<= 1) {
    if (!(t % (2 * s)))
      part[lim::bank_skewed<32, 1>(t)] += part[lim::bank_skewed<32, 1>(t + s)];
    __syncthreads();
  }
  for (int s = 1; s < blockDim.x; s *= 2) {
    if (!(t & (2 * s - 1)))
      part[lim::bank_skewed<32, 1>(t)] = part[lim::bank_skewed<32, 1>(t)] > part[lim::bank_skewed<32, 1>(t + s)] ? part[lim::bank_skewed<32, 1>(t)] : part[lim::bank_skewed<32, 1>(t + s)];
    __syncthreads();
  }
  if (!!(t % 2))
    part[lim::bank_skewed<32, 1>(t)] -= 1;
  if (!(t % 4 == 1))
    part[lim::bank_skewed<32, 1>(t)] *= 3;
  if (!(t == 0))
    out[blockIdx.x * blockDim.x + t] = part[lim::bank_skewed<32, 1>(t)];
}
