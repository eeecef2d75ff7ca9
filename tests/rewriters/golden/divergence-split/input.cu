// The no-divergence what-if splits an if/else on the parity of the thread index: as many
// threads as take the first arm in full, the block's first, take it with their own index and
// values, the others the else, so that whole warps run one arm each. A bounds guard on the
// grid's index before it (only the grid's last block loses threads) does not stop the split.
// The arms call a helper, which is cloned with the kernel.
__device__ float settle(float v, int rounds) {
  for (int k = 0; k < rounds; ++k)
    v = v * 0.5f + 0.25f;
  return v;
}

__global__ void afterGuard(const float *in, float *out, int n, int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  if (threadIdx.x % 2 == 0)
    v = settle(v, rounds);
  else
    v = -settle(-v, rounds);
  out[i] = v;
}
