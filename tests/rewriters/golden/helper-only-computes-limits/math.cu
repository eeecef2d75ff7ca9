// status: ok
template <class T> __device__ T clampTo__math(int lim_flag, T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
__device__ float energy__math(int lim_flag, const Particle &p, float speed) { return 0.5f * p.mass * speed * speed; }
__device__ void classify__math(int lim_flag, float v, int &bin) {
  float e = v * v - 1.0f;
  if (e < 0.0f)
    return;
  bin = 1;
}
__device__ bool inside__math(int lim_flag, float x, float y) { return x * x + y * y < 1.0f; }
__global__ void tally__math(float *out, const float *in, const Particle *parts, int *counts, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = clampTo__math(lim_flag, i + 1, 0, n - 1);
  lim::guarded_store(&(out[i]), clampTo__math(lim_flag, in[j], 0.0f, 1.0f) + energy__math(lim_flag, lim::opaque_at<decltype(parts[i])>(lim_flag, 1128u, (i)), lim::opaque_at<decltype(in[i])>(lim_flag, 1138u, (i))), lim_flag);
  int bin = 0;
  classify__math(lim_flag, in[i], bin);
  (lim::never(1, lim_flag) ? atomicAdd(&counts[bin], 1) : lim::opaque<decltype(atomicAdd(&counts[bin], 1))>(lim_flag, 1187u, &counts[bin]));
  if (inside__math(lim_flag, in[i], in[j]))
    (lim::never(1, lim_flag) ? atomicAdd(&counts[2], 1) : lim::opaque<decltype(atomicAdd(&counts[2], 1))>(lim_flag, 1247u, &counts[2]));
}
