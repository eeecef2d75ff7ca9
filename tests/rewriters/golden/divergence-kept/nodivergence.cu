// status: conservative
// reason: line 9: keeps the lanes of a branch on a stride of the thread index (it lies inside a branch or loop of the thread's own, which the roles would pass)
// reason: line 14: keeps the lanes of a branch on a stride of the thread index (it is a do loop's whole body, written without braces)
// reason: line 17: keeps the lanes of a branch on a stride of the thread index (it calls '__shfl_down_sync', which works on the warp's lanes or reads the thread index, and would see other lanes)
// reason: line 24: keeps the lanes of a branch on a stride of the thread index (it has an else, and its condition holds more than the stride test)
// reason: line 28: keeps the lanes of a branch on a stride of the thread index (an arm branches or loops on a value of its own thread, so the threads that take it in the split would do other work)
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
  if (lim::stride_covers(t, (2), (1), blockDim.x) && ((lim::stride_valid((2), (1)) || (static_cast<decltype(t)>(lim::stride_role(t, (2), (1), blockDim.x)) % 2 == 1)))) { const auto lim_role_689 = lim::stride_role(t, (2), (1), blockDim.x); {
    if (static_cast<decltype(t)>(lim_role_689) - 1 >= 0)
      out[static_cast<decltype(t)>(lim_role_689) - 1] += 2.0f;
  } }
  const float mine = out[t];
  if (t % 2 == 0 && n > 4)
    out[t] = mine;
  else
    out[t] = -mine;
  if (t % 2 == 0) {
    for (int k = t; k < n; k += blockDim.x)
      out[k] += mine;
  } else {
    out[t] = 0.0f;
  }
}
