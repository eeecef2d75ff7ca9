// status: conservative
// reason: line 13: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ float draw__readonly(Lcg &gen, float scale) { return (gen.next() >> 8) * scale; }
__global__ void drawAll__readonly(Lcg *states, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = draw__readonly(states[i], 1.0f / 16777216.0f);
}
