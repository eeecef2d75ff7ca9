// status: conservative
// reason: line 13: keeps the double literal: its expression's value decides a trip count or an address (a loop's condition, an index), which float arithmetic could move by its last bit
__device__ void fill__floatliterals(float *out, float lim, float v) {
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    out[j] = v;
}
__device__ float pick__floatliterals(const float *in, double at) { return in[(int)at]; }
__global__ void boundedThroughHelpers__floatliterals(float *out, const float *in, int n, float scale) {
  fill__floatliterals(out, n * 0.1 * 10.0, scale * 0.5f);
  out[n + threadIdx.x] = pick__floatliterals(in, threadIdx.x * 0.5 * 2.0) * 0.25f;
}
