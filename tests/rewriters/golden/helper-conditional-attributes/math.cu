// status: ok
__device__
    float scaled__math(int lim_flag, float v, float s) {
  return v * s;
}
__host__ __device__
    inline float signOf__math(int lim_flag, const float &v) {
  return v < 0.0f ? -1.0f : 1.0f;
}
__global__ void applySign__math(const float *in, float *out, float s, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), scaled__math(lim_flag, signOf__math(lim_flag, in[i]), s), lim_flag);
}
