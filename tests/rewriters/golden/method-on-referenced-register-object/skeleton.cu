// status: ok
__device__ float sampleDisk__skeleton(int lim_flag, Xorshift &gen, float r) {
  float acc = 0.0f;
  for (int k = 0; k < 16; ++k) {
    float a = (gen).lim_operator_call__skeleton(lim_flag) * 2.0f - 1.0f;
    float d = (gen).lim_operator_call__skeleton(lim_flag) * r;
    acc += d * (1.0f - a * a * (0.5f - a * a * 0.0416667f));
  }
  return acc;
}
__device__ float lim_operator_call__skeleton(int lim_flag) { return (step__skeleton(lim_flag) >> 8) * (1.0f / 16777216.0f); }
__device__ unsigned step__skeleton(int lim_flag) {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  }
__global__ void scatterDisk__skeleton(const float *radius, float *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Xorshift gen(i * 2654435761u);
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
