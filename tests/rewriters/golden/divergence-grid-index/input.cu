// Branches on a stride of the grid's index, not the thread's: `i % 2 == 0` with `int i =
// blockIdx.x * blockDim.x + threadIdx.x`, and the sum tested in place by a mask. Each is
// split: as many of the block's first threads as full's test picks take the arm, the residue
// shifted by the block's start (i - threadIdx.x, at run time). A stride of 3 on the grid's
// index stays as written: the sum's wrapping keeps the residues of a power of two alone.
__global__ void gridParity(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  if (i % 2 == 0) {
    for (int k = 0; k < 32; ++k)
      x = x * 1.01f + 0.5f;
  } else {
    for (int k = 0; k < 32; ++k)
      x = x * 0.99f - 0.5f;
  }
  if (((blockIdx.x * blockDim.x + threadIdx.x) & 3) == 0)
    x = sqrtf(x * x + 1.0f);
  if (i % 3 == 1)
    x = -x;
  out[i] = x;
}
