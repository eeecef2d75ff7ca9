// status: conservative
// reason: line 13: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ float draw__streaming(Lcg &gen, float scale) { return (gen.next() >> 8) * scale; }
__global__ void drawAll__streaming(Lcg *states, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(out[i]), draw__streaming(states[i], 1.0f / 16777216.0f));
}
