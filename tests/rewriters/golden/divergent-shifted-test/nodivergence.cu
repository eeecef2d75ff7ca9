// status: ok
__global__ void upSweep__nodivergence(const float *in, float *out) {
  __shared__ float run[(512) + ((512) - 1) / 32 * 1];
  const int t = threadIdx.x;
  run[lim::bank_skewed<32, 1>(t)] = in[blockIdx.x * 512 + t];
  __syncthreads();
  for (int d = 1; d < 512; d *= 2) {
    if (lim::stride_place(t, ((2 * d)), lim::stride_residue(((2 * d)), (0), 1), blockDim.x) < blockDim.x && ((true || ((static_cast<decltype(t)>(lim::stride_place(t, ((2 * d)), lim::stride_residue(((2 * d)), (0), 1), blockDim.x)) + 1) % (2 * d) == 0))))
      { const auto lim_role_658 = lim::stride_place(t, ((2 * d)), lim::stride_residue(((2 * d)), (0), 1), blockDim.x); run[lim::bank_skewed<32, 1>(static_cast<decltype(t)>(lim_role_658))] += run[lim::bank_skewed<32, 1>(static_cast<decltype(t)>(lim_role_658) - d)]; };
    __syncthreads();
  }
  out[blockIdx.x * 512 + t] = run[lim::bank_skewed<32, 1>(t)];
}
