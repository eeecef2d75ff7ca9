// status: conservative
// reason: line 17: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested remainder), or by what it cannot follow (an index local changed after it is set, a helper handed the array and the index), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
// reason: line 22: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested remainder), or by what it cannot follow (an index local changed after it is set, a helper handed the array and the index), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
// reason: line 24: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested remainder), or by what it cannot follow (an index local changed after it is set, a helper handed the array and the index), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
// reason: line 28: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested remainder), or by what it cannot follow (an index local changed after it is set, a helper handed the array and the index), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
// reason: line 30: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested remainder), or by what it cannot follow (an index local changed after it is set, a helper handed the array and the index), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
__global__ void neighbours__nodivergence(const float *in, float *out, int sh) {
  __shared__ float s[256];
  const int t = threadIdx.x;
  const int lane = threadIdx.x & 31;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  float x = s[t];
  if (t % 2 == 1)
    x += s[t - 1];
  else
    x += s[t + 1];
  for (int d = 1; d < 32; d *= 2)
    if (lane >= d)
      x += s[(t & ~31) + lane - d];
  if (t % 4 == 1) {
    int j = t - 1;
    x += s[j];
  }
  if (t % 4 == 2)
    x += *(s + t - 1);
  if (t % 4 == 3)
    x += s[t - sh];
  if ((lim::range_valid(lim::mask_stride(31), static_cast<long long>(static_cast<int>(16))) ? lim::range_first(threadIdx.x, lim::mask_stride(31), static_cast<long long>(static_cast<int>(16)), blockDim.x) : (lane < 16)))
    x *= s[t] + in[blockIdx.x * 256 + t];
  else
    x -= s[t];
  out[blockIdx.x * 256 + t] = x;
}
