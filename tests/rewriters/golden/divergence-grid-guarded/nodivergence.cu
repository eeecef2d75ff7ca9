// status: conservative
// reason: line 16: keeps the lanes of a branch on a stride of the thread index (it lies inside a branch or loop of the thread's own, which the roles would pass)
__global__ void gridGuarded__nodivergence(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = in[i];
    if ((lim::stride_valid((2), lim::stride_residue_grid((2), (0), i, threadIdx.x)) ? lim::stride_first(threadIdx.x, (2), lim::stride_residue_grid((2), (0), i, threadIdx.x), blockDim.x) : (i % 2 == 0)))
      x = x * 1.01f + 0.5f;
    else
      x = x * 0.99f - 0.5f;
    if ((lim::stride_valid((4), (1)) ? lim::stride_first(threadIdx.x, (4), (1), blockDim.x) : (threadIdx.x % 4 == 1)))
      x = -x;
    if (x > 0.0f) {
      if (i % 2 == 1)
        x *= 2.0f;
    }
    out[i] = x;
  }
}
