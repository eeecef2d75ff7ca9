// Branches on a range of the thread index's residues: a warp's lower and upper halves
// (`t % 32 < 16`), the same through a lane's local (`lane = threadIdx.x & 31`, `lane >= 24`),
// mirrored (`8 > t % 16`) and inclusive (`<= 3`). Each is split: as many of the block's first
// threads as full's test picks (the first k residues of every m, lim::range_count) take the
// arm, each with its own index and values; a negated test gives the arm the rest. The bound
// is taken as the comparison takes it: `threadIdx.x % 32 > k` compares unsigned, so k = -1
// picks no thread, and the split's count reads it so. A range test beside another condition
// stays, and says why.
__global__ void halfWarps(const float *in, float *out, int k) {
  const int t = threadIdx.x;
  const int lane = threadIdx.x & 31;
  float x = in[blockIdx.x * blockDim.x + t];
  if (t % 32 < 16) {
    for (int k = 0; k < 32; ++k)
      x = x * 1.01f + 0.5f;
  } else {
    for (int k = 0; k < 32; ++k)
      x = x * 0.99f - 0.5f;
  }
  if (lane >= 24)
    x = sqrtf(x * x + 1.0f);
  if (8 > t % 16)
    x = -x;
  if (t % 32 <= 3)
    x = x * 3.0f;
  if (threadIdx.x % 32 > k)
    x = x + 1.0f;
  if (t % 32 < 4 && x > 0.0f)
    x = x * 2.0f;
  out[blockIdx.x * blockDim.x + t] = x;
}
