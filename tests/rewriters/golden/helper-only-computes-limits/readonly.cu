// status: conservative
// reason: line 29: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
template <class T> __device__ T clampTo__readonly(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
__device__ float energy__readonly(const Particle &p, float speed) { return 0.5f * p.mass * speed * speed; }
__device__ void classify__readonly(float v, int &bin) {
  float e = v * v - 1.0f;
  if (e < 0.0f)
    return;
  bin = 1;
}
__device__ bool inside__readonly(float x, float y) { return x * x + y * y < 1.0f; }
__global__ void tally__readonly(float *out, const float *in, const Particle *parts, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = clampTo__readonly(i + 1, 0, n - 1);
  out[i] = clampTo__readonly(__ldg(&(in[j])), 0.0f, 1.0f) + energy__readonly(parts[i], __ldg(&(in[i])));
  int bin = 0;
  classify__readonly(__ldg(&(in[i])), bin);
  atomicAdd(&counts[bin], 1);
  if (inside__readonly(__ldg(&(in[i])), __ldg(&(in[j]))))
    atomicAdd(&counts[2], 1);
}
