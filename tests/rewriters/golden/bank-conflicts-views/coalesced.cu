// status: ok
__device__ float *scratchFloats__coalesced() {
  extern __shared__ unsigned char scratchBytes[];
  return (float *)scratchBytes;
}
__global__ void pairSums__coalesced(const float *in, float *out) {
  extern __shared__ unsigned char raw[];
  float *cast = reinterpret_cast<float *>(raw);
  float *converted = Scratch<float>();
  float *returned = scratchFloats__coalesced();
  const unsigned t = threadIdx.x;
  cast[(t % 32) * 32 + t / 32] = in[blockIdx.x * blockDim.x + t]; // a warp's lanes 32 words apart
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      converted[at] += returned[at + s];
    __syncthreads();
  }
  volatile float *last = cast;
  if (t == 0)
    out[blockIdx.x] = last[0];
}
