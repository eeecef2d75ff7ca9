// Split branches whose arms index memory at the tested index shifted: the odd threads read
// their left neighbour, the even ones their right (`s[t - 1]`, `s[t + 1]`), and a warp scan's
// step reads `d` back under `lane >= d` (`s[(t & ~31) + lane - d]`: a sum that reads the
// lane, shifted). Full's test kept each such index in bounds for the threads it picked; a
// split hands the arm to the block's first threads instead, where thread 0 would read
// `s[-1]`. So too through a local (`int j = t - 1; s[j]`), pointer arithmetic (`*(s + t -
// 1)`) and a shift by a parameter (`s[t - sh]`). Each stays as written, and says why. A test
// whose arm reads the thread's own element alone, or the grid's element of its thread
// (`in[blockIdx.x * 256 + t]`), is split.
__global__ void neighbours(const float *in, float *out, int sh) {
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
  if (lane < 16)
    x *= s[t] + in[blockIdx.x * 256 + t];
  else
    x -= s[t];
  out[blockIdx.x * 256 + t] = x;
}
