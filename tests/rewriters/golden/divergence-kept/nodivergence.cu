// status: conservative
// reason: line 7: keeps the lanes of a branch on a stride of the thread index (it lies inside a branch or loop of the thread's own, which the roles would pass)
// reason: line 12: keeps the lanes of a branch on a stride of the thread index (it is a do loop's whole body, written without braces)
// reason: line 15: keeps the lanes of a branch on a stride of the thread index (it calls '__shfl_down_sync', which works on the warp's lanes or reads the thread index, and would see other lanes)
__global__ void guarded__nodivergence(float *out, int n) {
  const int t = threadIdx.x;
  if (t < n) {
    if (t % 2 == 0)
      out[t] = 1.0f;
  }
  int k = 0;
  do
    if (t % 2 == 1)
      out[t] += 1.0f;
  while (++k < 2);
  if (t % 4 == 0)
    out[t] += __shfl_down_sync(0xffffffffu, out[t], 1);
  if (lim::stride_covers(t, (2), (1), blockDim.x) && ((lim::stride_valid((2), (1)) || (static_cast<decltype(t)>(lim::stride_role(t, (2), (1), blockDim.x)) % 2 == 1)))) { const auto lim_role_546 = lim::stride_role(t, (2), (1), blockDim.x); {
    if (static_cast<decltype(t)>(lim_role_546) - 1 >= 0)
      out[static_cast<decltype(t)>(lim_role_546) - 1] += 2.0f;
  } }
}
