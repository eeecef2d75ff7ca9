// status: ok
template <class T> __device__ T clampTo__mem(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
__device__ float energy__mem(const Particle &p, float speed) { return lim::fold<decltype(0.5f * p.mass * speed * speed)>(p.mass, speed, speed); }
__device__ void classify__mem(float v, int &bin) {
  float e = v * v - 1.0f;
  if (e < 0.0f)
    return;
  bin = 1;
}
__device__ bool inside__mem(float x, float y) { return x * x + y * y < 1.0f; }
__global__ void tally__mem(float *out, const float *in, const Particle *parts, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = clampTo__mem(i + 1, 0, n - 1);
  out[i] = lim::fold<decltype(out[i])>(clampTo__mem(in[j], 0.0f, 1.0f), energy__mem(parts[i], in[i]));
  int bin = 0;
  classify__mem(in[i], bin);
  atomicAdd(&counts[bin], 1);
  if (inside__mem(in[i], in[j]))
    atomicAdd(&counts[2], 1);
}
