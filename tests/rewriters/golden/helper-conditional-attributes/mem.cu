// status: ok
__device__
    float scaled__mem(float v, float s) {
  return lim::fold<decltype(v * s)>(v, s);
}
__host__ __device__
    inline float signOf__mem(const float &v) {
  return v < 0.0f ? -1.0f : 1.0f;
}
__global__ void applySign__mem(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = scaled__mem(signOf__mem(in[i]), s);
}
