// A generator the kernel holds in registers, handed to a sampling helper by non-const
// reference: every call of the helper binds a register object to that parameter, so the
// generator's methods, called through the reference, are cloned like those of a local: mem-only
// folds the sampling loop, math-only keeps every step of it.
struct Xorshift {
  unsigned s;
  __device__ explicit Xorshift(unsigned seed) : s(seed | 1u) {}
  __device__ unsigned step() {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  }
  __device__ float operator()() { return (step() >> 8) * (1.0f / 16777216.0f); }
};

__device__ float sampleDisk(Xorshift &gen, float r) {
  float acc = 0.0f;
  for (int k = 0; k < 16; ++k) {
    float a = gen() * 2.0f - 1.0f;
    float d = gen() * r;
    acc += d * (1.0f - a * a * (0.5f - a * a * 0.0416667f));
  }
  return acc;
}

__global__ void scatterDisk(const float *radius, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Xorshift gen(i * 2654435761u);
  out[i] = sampleDisk(gen, radius[i]);
}
