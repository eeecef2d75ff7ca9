// status: conservative
// reason: line 23: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__
    float scaled__streaming(float v, float s) {
  return v * s;
}
__host__ __device__
    inline float signOf__streaming(const float &v) {
  return v < 0.0f ? -1.0f : 1.0f;
}
__global__ void applySign__streaming(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(out[i]), scaled__streaming(signOf__streaming(in[i]), s));
}
