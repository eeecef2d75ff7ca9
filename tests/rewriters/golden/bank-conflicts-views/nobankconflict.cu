// status: ok
__device__ float *scratchFloats__nobankconflict() {
  extern __shared__ unsigned char scratchBytes[];
  return (float *)scratchBytes;
}
__global__ void pairSums__nobankconflict(const float *in, float *out) {
  extern __shared__ unsigned char raw[];
  float *cast = reinterpret_cast<float *>(raw);
  float *converted = Scratch<float>();
  float *returned = scratchFloats__nobankconflict();
  const unsigned t = threadIdx.x;
  cast[lim::bank_swizzled_dynamic<32, 1, 4>((t % 32) * 32 + t / 32)] = in[blockIdx.x * blockDim.x + t]; // a warp's lanes 32 words apart
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      converted[(t)] += returned[(t) + (s)];
    __syncthreads();
  }
  volatile float *last = cast;
  if (t == 0)
    out[blockIdx.x] = last[lim::bank_swizzled_dynamic<32, 1, 4>(0)];
}
