// The no-divergence what-if on a stride test written with a logical not: `!(t % (2 * s))` and
// `!(t & (2 * s - 1))` are `== 0` (the tree reduction's roles go to the first threads), a
// bare remainder under two nots is `!= 0`, and `!(t % 4 == 1)` is `!=` (split: the block's
// last threads take it). `!(t == 0)` is no stride test and stays as it is.

__global__ void negated(const int *in, int *out) {
  __shared__ int part[256];
  const int t = threadIdx.x;
  part[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (int s = 1; s < blockDim.x; s <<= 1) {
    if (!(t % (2 * s)))
      part[t] += part[t + s];
    __syncthreads();
  }
  for (int s = 1; s < blockDim.x; s *= 2) {
    if (!(t & (2 * s - 1)))
      part[t] = part[t] > part[t + s] ? part[t] : part[t + s];
    __syncthreads();
  }
  if (!!(t % 2))
    part[t] -= 1;
  if (!(t % 4 == 1))
    part[t] *= 3;
  if (!(t == 0))
    out[blockIdx.x * blockDim.x + t] = part[t];
}
