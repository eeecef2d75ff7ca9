// status: ok
__global__ void signedStride__nodivergence(float *part) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (lim::stride_covers(t, ((2 * d)), (0), blockDim.x) && ((lim::stride_valid(((2 * d)), (0)) || (static_cast<decltype(t)>(lim::stride_role(t, ((2 * d)), (0), blockDim.x)) % (2 * d) == 0))))
      { const auto lim_role_473 = lim::stride_role(t, ((2 * d)), (0), blockDim.x); part[static_cast<decltype(t)>(lim_role_473)] += part[static_cast<decltype(t)>(lim_role_473) + d]; };
    __syncthreads();
  }
}
