// status: ok
__device__
    float scaled__skeleton(int lim_flag, float v, float s) {
  return v * s;
}
__host__ __device__
    inline float signOf__skeleton(int lim_flag, const float &v) {
  return v < 0.0f ? -1.0f : 1.0f;
}
__global__ void applySign__skeleton(const float *in, float *out, float s, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
