// status: ok
__global__ void strided__coalesced(const float *in, float *out, int n, unsigned mask) {
  __shared__ float part[256];
  const unsigned t = threadIdx.x;
  part[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      part[t] += part[t + d];
    __syncthreads();
  }
  for (unsigned d = 1; d < blockDim.x; d <<= 1) {
    if ((t & (2 * d - 1)) == 0 && t + d < blockDim.x) {
      const float right = part[t + d];
      part[t] = part[t] + right;
    }
    __syncthreads();
  }
  if ((t & mask) == 0)
    part[t] *= 0.5f;
  if (threadIdx.x % 4 == 1)
    out[lim::coalesced_index(blockIdx.x * 64 + threadIdx.x / 4)] = part[threadIdx.x];
  const float mine = in[t];
  if (t % 2 == 0)
    out[t] = mine;
  if (t % 2 == 0)
    out[t] = part[t];
  else
    out[t] = 0.0f;
  if (t % 2 != 0)
    out[t] += mine;
  else
    out[t] -= mine;
  if (t & 1)
    out[t] *= mine;
  const unsigned lane = t % 32;
  if (t % (lane + 1) == 0)
    out[t] += 1.0f;
  if (t == 0)
    out[n] = part[0];
}
