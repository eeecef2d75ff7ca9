// Helpers that compute in registers yet are not folded whole in mem-only:
// - clampTo<int> gives an index, so clampTo<float>, the same text, keeps its body too;
// - classify's early return decides whether the caller's bin changes, and bin picks an
//   address: its test stays;
// - inside returns a bool, which a fold cannot make (not every byte is one);
// - energy takes its record by reference: a fold would read all of it.
template <class T> __device__ T clampTo(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }

__device__ void classify(float v, int &bin) {
  float e = v * v - 1.0f;
  if (e < 0.0f)
    return;
  bin = 1;
}

__device__ bool inside(float x, float y) { return x * x + y * y < 1.0f; }

struct Particle {
  float x, y, z, mass, charge;
};

__device__ float energy(const Particle &p, float speed) { return 0.5f * p.mass * speed * speed; }

__global__ void tally(float *out, const float *in, const Particle *parts, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = clampTo(i + 1, 0, n - 1);
  out[i] = clampTo(in[j], 0.0f, 1.0f) + energy(parts[i], in[i]);
  int bin = 0;
  classify(in[i], bin);
  atomicAdd(&counts[bin], 1);
  if (inside(in[i], in[j]))
    atomicAdd(&counts[2], 1);
}
