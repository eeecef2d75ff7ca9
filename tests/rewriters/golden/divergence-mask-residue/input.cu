// A mask test with a residue other than zero: `(t & 1) == 1` picks the odd lanes, and `(t & 3)
// == 2` every fourth lane from the third, as `t % 2 == 1` and `t % 4 == 2` would. Both are
// split, the first an if/else, the second a body that reads x, computed before it. The third,
// on a mask the kernel is given, gives its work to the first threads, thread p playing lane
// p * (k + 1) + 1, where k + 1 is a power of two at run time (lim::mask_stride) and asks the
// branch as written where it is not.
__global__ void maskResidues(const float *in, float *out, int k) {
  const int t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  if ((t & 1) == 1)
    x = x * 3.0f + 1.0f;
  else
    x = x * 0.5f;
  out[blockIdx.x * blockDim.x + t] = x;
  if ((t & 3) == 2)
    out[gridDim.x * blockDim.x + blockIdx.x * blockDim.x + t] = x;
  if ((t & k) == 1)
    out[t] = 0.0f;
}
