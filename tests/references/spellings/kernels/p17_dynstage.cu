// Pair 5c (expected what-if: sharedoccupancy). Each thread runs a long dependent chain of
// multiply-adds, then the block stages its results in dynamic shared memory to hand them to
// its neighbours. chainStagedDyn is launched with 96 KiB of dynamic shared memory a block, of
// which it uses blockDim.x floats: two blocks of 128 threads fit a multiprocessor, too few warps
// to hide the chain's latency. The fix (chainStagedDynSmall.toml) launches the same kernel with
// the 512 bytes it uses.
__global__ void chainStagedDyn(const float *__restrict__ in, float *__restrict__ out, int rounds) {
  extern __shared__ float stage[];
  const int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  float x = in[g];
  for (int r = 0; r < rounds; ++r)
    x = x * 0.9990f + 0.0005f;
  stage[t] = x;
  __syncthreads();
  out[g] = stage[blockDim.x - 1 - t];
}
