// status: ok
__global__ void viewPairs__nobarrier(const float *in, float *out) {
  __shared__ float partial[512];
  volatile float *vs = partial;
  float *upper = partial + 256;
  const unsigned t = threadIdx.x;
  vs[t] = in[blockIdx.x * 512 + t];
  upper[t] = in[blockIdx.x * 512 + 256 + t];
  lim::barrier_removed();
  for (unsigned s = 1; s < 512; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < 512)
      vs[at] += vs[at + s];
    lim::barrier_removed();
  }
  if (t == 0)
    out[blockIdx.x] = vs[0] + upper[0];
}
