// status: ok
__device__ float *scratchFloats__store(int lim_flag) {
  extern __shared__ unsigned char scratchBytes[];
  return (float *)scratchBytes;
}
__global__ void pairSums__store(const float *in, float *out, int lim_flag) {
  extern __shared__ unsigned char raw[];
  float *cast = reinterpret_cast<float *>(raw);
  float *converted = Scratch<float>();
  float *returned = scratchFloats__store(lim_flag);
  const unsigned t = threadIdx.x;
  cast[(t % 32) * 32 + t / 32] = lim::stored<decltype(cast[(t % 32) * 32 + t / 32])>(lim_flag); // a warp's lanes 32 words apart
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      converted[at] = lim::stored<decltype(converted[at])>(lim_flag);
    __syncthreads();
  }
  volatile float *last = cast;
  if (t == 0)
    out[blockIdx.x] = lim::stored<decltype(out[blockIdx.x])>(lim_flag);
}
