// status: ok
__global__ void negated__nodivergence(const int *in, int *out) {
  __shared__ int part[(256) + ((256) - 1) / 32 * 1];
  const int t = threadIdx.x;
  part[lim::bank_skewed<32, 1>(t)] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (int s = 1; s < blockDim.x; s <<= 1) {
    if (lim::stride_place(t, ((2 * s)), (0), blockDim.x) < blockDim.x && ((true || (!(static_cast<decltype(t)>(lim::stride_place(t, ((2 * s)), (0), blockDim.x)) % (2 * s))))))
      { const auto lim_role_580 = lim::stride_place(t, ((2 * s)), (0), blockDim.x); part[lim::bank_skewed<32, 1>(static_cast<decltype(t)>(lim_role_580))] += part[lim::bank_skewed<32, 1>(static_cast<decltype(t)>(lim_role_580) + s)]; };
    __syncthreads();
  }
  for (int s = 1; s < blockDim.x; s *= 2) {
    if (lim::stride_place(t, (2 * s), (0), blockDim.x) < blockDim.x && ((true || (!(static_cast<decltype(t)>(lim::stride_place(t, (2 * s), (0), blockDim.x)) & (2 * s - 1))))))
      { const auto lim_role_703 = lim::stride_place(t, (2 * s), (0), blockDim.x); part[lim::bank_skewed<32, 1>(static_cast<decltype(t)>(lim_role_703))] = part[lim::bank_skewed<32, 1>(static_cast<decltype(t)>(lim_role_703))] > part[lim::bank_skewed<32, 1>(static_cast<decltype(t)>(lim_role_703) + s)] ? part[lim::bank_skewed<32, 1>(static_cast<decltype(t)>(lim_role_703))] : part[lim::bank_skewed<32, 1>(static_cast<decltype(t)>(lim_role_703) + s)]; };
    __syncthreads();
  }
  if ((lim::stride_valid((2), (0)) ? !lim::stride_first(t, (2), (0), blockDim.x) : (!!(t % 2))))
    part[lim::bank_skewed<32, 1>(t)] -= 1;
  if ((lim::stride_valid((4), (1)) ? !lim::stride_first(t, (4), (1), blockDim.x) : (!(t % 4 == 1))))
    part[lim::bank_skewed<32, 1>(t)] *= 3;
  if (!(t == 0))
    out[blockIdx.x * blockDim.x + t] = part[lim::bank_skewed<32, 1>(t)];
}
