// status: conservative
// reason: line 29: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
template <class T> __device__ T clampTo__streaming(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
__device__ float energy__streaming(const Particle &p, float speed) { return 0.5f * p.mass * speed * speed; }
__device__ void classify__streaming(float v, int &bin) {
  float e = v * v - 1.0f;
  if (e < 0.0f)
    return;
  bin = 1;
}
__device__ bool inside__streaming(float x, float y) { return x * x + y * y < 1.0f; }
__global__ void tally__streaming(float *out, const float *in, const Particle *parts, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = clampTo__streaming(i + 1, 0, n - 1);
  __stcs(&(out[i]), clampTo__streaming(__ldcs(&(in[j])), 0.0f, 1.0f) + energy__streaming(parts[i], __ldcs(&(in[i]))));
  int bin = 0;
  classify__streaming(__ldcs(&(in[i])), bin);
  atomicAdd(&counts[bin], 1);
  if (inside__streaming(__ldcs(&(in[i])), __ldcs(&(in[j]))))
    atomicAdd(&counts[2], 1);
}
