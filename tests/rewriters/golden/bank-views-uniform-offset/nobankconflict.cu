// status: ok
__global__ void viewPairs__nobankconflict(const float *in, float *out) {
  __shared__ float partial[512];
  volatile float *vs = partial;
  float *upper = partial + 256;
  const unsigned t = threadIdx.x;
  vs[t] = in[blockIdx.x * 512 + t];
  upper[t] = in[blockIdx.x * 512 + 256 + t];
  __syncthreads();
  for (unsigned s = 1; s < 512; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < 512)
      vs[(t)] += vs[(t) + (s)];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = vs[0] + upper[0];
}
