// The same kind of generator, kept in global memory between launches and handed to the
// sampling helper as `states[i]`: through the reference its state is memory, which the
// method's clone would treat as registers, so the method stays as written and mem-only says so
// (LIM107).
struct Lcg {
  unsigned s;
  __device__ unsigned next() {
    s = s * 1664525u + 1013904223u;
    return s;
  }
};

__device__ float draw(Lcg &gen, float scale) { return (gen.next() >> 8) * scale; }

__global__ void drawAll(Lcg *states, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = draw(states[i], 1.0f / 16777216.0f);
}
