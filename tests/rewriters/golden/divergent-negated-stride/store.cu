// status: ok
__global__ void negated__store(const int *in, int *out, int lim_flag) {
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
    out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag);
}
