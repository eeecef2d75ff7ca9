// status: ok
__global__ void strided__nodivergence(const float *in, float *out, int n, unsigned mask) {
  __shared__ float part[(256) + ((256) - 1) / 32 * 1];
  const unsigned t = threadIdx.x;
  part[lim::bank_skewed<32, 1>(t)] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned d = 1; d < blockDim.x; d *= 2) {
    if (lim::stride_place(t, ((2 * d)), (0), blockDim.x) < blockDim.x && ((true || (static_cast<decltype(t)>(lim::stride_place(t, ((2 * d)), (0), blockDim.x)) % (2 * d) == 0))))
      part[t] += part[t + d];
    __syncthreads();
  }
  for (unsigned d = 1; d < blockDim.x; d <<= 1) {
    if (lim::stride_place(t, (2 * d), (0), blockDim.x) < blockDim.x && ((true || ((static_cast<decltype(t)>(lim::stride_place(t, (2 * d), (0), blockDim.x)) & (2 * d - 1)) == 0)) && static_cast<decltype(t)>(lim::stride_place(t, (2 * d), (0), blockDim.x)) + d < blockDim.x)) {
      const float right = part[t + d];
      part[t] = part[t] + right;
    }
    __syncthreads();
  }
  if (lim::stride_covers(t, lim::mask_stride(mask), 0, blockDim.x) && ((lim::stride_valid(lim::mask_stride(mask), 0) || ((static_cast<decltype(t)>(lim::stride_role(t, lim::mask_stride(mask), 0, blockDim.x)) & mask) == 0))))
    part[t] *= 0.5f;
  if (lim::stride_covers(threadIdx.x, (4), (1), blockDim.x) && ((lim::stride_valid((4), (1)) || (static_cast<unsigned>(lim::stride_role(threadIdx.x, (4), (1), blockDim.x)) % 4 == 1))))
    { const auto lim_role_1309 = lim::stride_role(threadIdx.x, (4), (1), blockDim.x); out[blockIdx.x * 64 + static_cast<unsigned>(lim_role_1309) / 4] = part[lim::bank_skewed<32, 1>(static_cast<unsigned>(lim_role_1309))]; };
  const float mine = in[t];
  if ((lim::stride_valid((2), (0)) ? lim::stride_first(t, (2), (0), blockDim.x) : (t % 2 == 0)))
    out[t] = mine;
  if ((lim::stride_valid((2), (0)) ? lim::stride_first(t, (2), (0), blockDim.x) : (t % 2 == 0)))
    out[t] = part[lim::bank_skewed<32, 1>(t)];
  else
    out[t] = 0.0f;
  if ((lim::stride_valid((2), (0)) ? !lim::stride_first(t, (2), (0), blockDim.x) : (t % 2 != 0)))
    out[t] += mine;
  else
    out[t] -= mine;
  if ((lim::stride_valid(lim::mask_stride(1), 0) ? !lim::stride_first(t, lim::mask_stride(1), 0, blockDim.x) : (t & 1)))
    out[t] *= mine;
  const unsigned lane = t % 32;
  if (t % (lane + 1) == 0)
    out[t] += 1.0f;
  if (t == 0)
    out[n] = part[lim::bank_skewed<32, 1>(0)];
}
