// status: ok
__device__
    float scaled__store(int lim_flag, float v, float s) {
  return v * s;
}
__host__ __device__
    inline float signOf__store(int lim_flag, const float &v) {
  return v < 0.0f ? -1.0f : 1.0f;
}
__global__ void applySign__store(const float *in, float *out, float s, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
