// Helpers whose execution-space attributes sit inside preprocessor conditionals, as in code
// that also builds with a host compiler: each definition starts inside the conditional, so
// its clones must not carry the unmatched `#endif` (or the other branch) with them.
#ifdef __CUDACC__
__host__ __device__
#endif
    inline float signOf(const float &v) {
  return v < 0.0f ? -1.0f : 1.0f;
}

#if defined(__CUDACC__)
__device__
#else
static
#endif
    float scaled(float v, float s) {
  return v * s;
}

__global__ void applySign(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = scaled(signOf(in[i]), s);
}
