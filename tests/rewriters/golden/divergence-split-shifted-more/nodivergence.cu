// status: conservative
// reason: line 16: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested remainder), or by what it cannot follow (an index local changed after it is set, a helper handed the array and the index), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
// reason: line 22: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested remainder), or by what it cannot follow (an index local changed after it is set, a helper handed the array and the index), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
// reason: line 26: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested remainder), or by what it cannot follow (an index local changed after it is set, a helper handed the array and the index), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
// reason: line 34: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested remainder), or by what it cannot follow (an index local changed after it is set, a helper handed the array and the index), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
__device__ float before__nodivergence(const float *v, int j) { return v[j - 1]; }
__global__ void shiftedArms__nodivergence(const float *in, float *out, int n) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float *p = &in[i];
  float x = 0.0f;
  if (t % 2 == 1)
    x = p[-1];
  else
    x = p[0];
  int j = i;
  j -= 1;
  if (t % 2 == 1)
    x += in[j];
  else
    x += 1.0f;
  if (t % 2 == 1)
    x += before__nodivergence(in, i);
  else
    x -= 1.0f;
  struct Place {
    int at;
  } place;
  place.at = i - 1;
  if (t % 2 == 1)
    x += in[place.at];
  else
    x += 2.0f;
  if ((lim::stride_valid((2), (0)) ? lim::stride_first(t, (2), (0), blockDim.x) : (t % 2 == 0)))
    out[2 * i + 1] = x + in[i + n];
  else
    out[2 * i] = x - in[i + n];
}
