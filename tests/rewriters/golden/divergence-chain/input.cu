// An else-if chain whose tests each pick one residue of the thread index modulo 4, in the mask
// and the remainder form, without a final else: a warp's lanes take three arms and idle in the
// fourth. The no-divergence what-if splits the chain whole: the block's first threads take the
// first arm, as many as its residue picks, the next ones the second, and so on
// (lim::stride_run), each thread with its own index and values.
__global__ void phases(const float *in, float *out, int steps) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  float x = in[i];
  if ((t & 3) == 0) {
    for (int k = 0; k < steps; ++k)
      x = x * 0.99f + 1.0f;
  } else if (t % 4 == 2) {
    for (int k = 0; k < steps; ++k)
      x = sqrtf(x + 2.0f);
  } else if (t % 4 == 3) {
    x = -x;
  }
  out[i] = x;
}
