// The strided tree reduction written on the shared array itself and through a pointer to it
// (a volatile alias, as a warp tail's): the no-bank-conflicts what-if of each.
__global__ void stridedOwn(const float *in, float *out) {
  __shared__ float part[512];
  const unsigned t = threadIdx.x;
  part[t] = in[blockIdx.x * 512 + t];
  __syncthreads();
  for (unsigned s = 1; s < 512; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < 512)
      part[at] += part[at + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}

__global__ void stridedAlias(const float *in, float *out) {
  __shared__ float part[512];
  volatile float *p = part;
  const unsigned t = threadIdx.x;
  p[t] = in[blockIdx.x * 512 + t];
  __syncthreads();
  for (unsigned s = 1; s < 512; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < 512)
      p[at] += p[at + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = p[0];
}
