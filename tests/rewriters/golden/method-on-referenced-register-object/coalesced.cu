// status: ok
__device__ float sampleDisk__coalesced(Xorshift &gen, float r) {
  float acc = 0.0f;
  for (int k = 0; k < 16; ++k) {
    float a = (gen).lim_operator_call__coalesced() * 2.0f - 1.0f;
    float d = (gen).lim_operator_call__coalesced() * r;
    acc += d * (1.0f - a * a * (0.5f - a * a * 0.0416667f));
  }
  return acc;
}
__device__ float lim_operator_call__coalesced() { return (step__coalesced() >> 8) * (1.0f / 16777216.0f); }
__device__ unsigned step__coalesced() {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  }
__global__ void scatterDisk__coalesced(const float *radius, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Xorshift gen(i * 2654435761u);
  out[lim::coalesced_index_linear(i, 1)] = sampleDisk__coalesced(gen, radius[lim::coalesced_index_linear(i, 1)]);
}
