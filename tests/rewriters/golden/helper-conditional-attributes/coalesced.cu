// status: conservative
// reason: line 23: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__
    float scaled__coalesced(float v, float s) {
  return v * s;
}
__host__ __device__
    inline float signOf__coalesced(const float &v) {
  return v < 0.0f ? -1.0f : 1.0f;
}
__global__ void applySign__coalesced(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = scaled__coalesced(signOf__coalesced(in[i]), s);
}
