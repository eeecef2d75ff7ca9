// status: ok
__global__ void signedStride__nodivergence(float *part, int m) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (lim::stride_place(t, ((2 * d)), (0), blockDim.x) < blockDim.x && ((true || (static_cast<decltype(t)>(lim::stride_place(t, ((2 * d)), (0), blockDim.x)) % (2 * d) == 0))))
      { const auto lim_role_618 = lim::stride_place(t, ((2 * d)), (0), blockDim.x); part[static_cast<decltype(t)>(lim_role_618)] += part[static_cast<decltype(t)>(lim_role_618) + d]; };
    __syncthreads();
  }
  if (lim::stride_covers(t, (m), (0), blockDim.x) && ((lim::stride_valid((m), (0)) || (static_cast<decltype(t)>(lim::stride_role(t, (m), (0), blockDim.x)) % m == 0))))
    { const auto lim_role_697 = lim::stride_role(t, (m), (0), blockDim.x); part[static_cast<decltype(t)>(lim_role_697)] *= 2.0f; };
  for (int d = 1; d < blockDim.x; d += 2) {
    if (lim::stride_covers(t, ((2 * d)), (0), blockDim.x) && ((lim::stride_valid(((2 * d)), (0)) || (static_cast<decltype(t)>(lim::stride_role(t, ((2 * d)), (0), blockDim.x)) % (2 * d) == 0))))
      { const auto lim_role_782 = lim::stride_role(t, ((2 * d)), (0), blockDim.x); part[static_cast<decltype(t)>(lim_role_782)] += part[static_cast<decltype(t)>(lim_role_782) + d]; };
    __syncthreads();
  }
}
