// status: conservative
// reason: line 13: the arithmetic inside 'next' (a method whose object is in memory or behind a reference) is kept
__device__ float draw__mem(Lcg &gen, float scale) { return lim::fold<decltype((gen.next() >> 8) * scale)>(gen.next(), scale); }
__global__ void drawAll__mem(Lcg *states, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = draw__mem(states[i], 1.0f / 16777216.0f);
}
