// A generator held in the kernel's registers whose methods update its own state (a call
// operator that steps it, a method that skips ahead): its fields are registers, so the methods
// are cloned like helpers that update a local passed by reference. Mem-only folds the state's
// arithmetic and keeps the seed's load alive through it; math-only keeps every step.
struct Lcg {
  unsigned state;
  __device__ explicit Lcg(unsigned seed) : state(seed) {}
  __device__ float operator()() {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) * (1.0f / 16777216.0f);
  }
  __device__ void skip(unsigned n) {
    for (unsigned k = 0; k < n; ++k)
      state = state * 1664525u + 1013904223u;
  }
};

__global__ void jitter(const float *in, float *out, const unsigned *seeds, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Lcg rng(seeds[i]);
  rng.skip(3);
  float x = in[i];
  for (int k = 0; k < 8; ++k)
    x += 0.01f * rng();
  out[i] = x;
}
