// status: ok
template <class T> __device__ T clampTo__store(int lim_flag, T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
__device__ float energy__store(int lim_flag, const Particle &p, float speed) { return 0.5f * p.mass * speed * speed; }
__device__ void classify__store(int lim_flag, float v, int &bin) {
  float e = v * v - 1.0f;
  if (e < 0.0f)
    return;
  bin = 1;
}
__device__ bool inside__store(int lim_flag, float x, float y) { return x * x + y * y < 1.0f; }
__global__ void tally__store(float *out, const float *in, const Particle *parts, int *counts, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = clampTo__store(lim_flag, i + 1, 0, n - 1);
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  int bin = 0;
  classify__store(lim_flag, in[i], bin);
  atomicAdd(&counts[bin], lim::stored<decltype(1)>(lim_flag));
  if (inside__store(lim_flag, in[i], in[j]))
    atomicAdd(&counts[2], lim::stored<decltype(1)>(lim_flag));
}
