// status: ok
template <class T> __device__ T clampTo__skeleton(int lim_flag, T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
__device__ float energy__skeleton(int lim_flag, const Particle &p, float speed) { return 0.5f * p.mass * speed * speed; }
__device__ void classify__skeleton(int lim_flag, float v, int &bin) {
  float e = v * v - 1.0f;
  if (e < 0.0f)
    return;
  bin = 1;
}
__device__ bool inside__skeleton(int lim_flag, float x, float y) { return x * x + y * y < 1.0f; }
__global__ void tally__skeleton(float *out, const float *in, const Particle *parts, int *counts, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = clampTo__skeleton(lim_flag, i + 1, 0, n - 1);
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  int bin = 0;
  classify__skeleton(lim_flag, in[i], bin);
  (lim::never(lim_flag, lim_flag) ? atomicAdd(&counts[bin], 1) : lim::stored<decltype(atomicAdd(&counts[bin], 1))>(lim_flag));
  if (inside__skeleton(lim_flag, in[i], in[j]))
    (lim::never(lim_flag, lim_flag) ? atomicAdd(&counts[2], 1) : lim::stored<decltype(atomicAdd(&counts[2], 1))>(lim_flag));
}
