// status: conservative
// reason: line 23: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__
    float scaled__readonly(float v, float s) {
  return v * s;
}
__host__ __device__
    inline float signOf__readonly(const float &v) {
  return v < 0.0f ? -1.0f : 1.0f;
}
__global__ void applySign__readonly(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = scaled__readonly(signOf__readonly(in[i]), s);
}
