// A block's sum: the first add happens while loading, then a tree in shared memory. Mem-only
// keeps the loads, their staging store, the barriers and the copy out; the tree's additions
// (shared reads feeding shared stores, no loaded value left to carry) are removed.
__global__ void blockSum(const float *in, float *sums) {
  __shared__ float partial[256];
  const unsigned t = threadIdx.x;
  const unsigned base = blockIdx.x * 512 + t;
  partial[t] = in[base] + in[base + 256];
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    sums[blockIdx.x] = partial[0];
}
