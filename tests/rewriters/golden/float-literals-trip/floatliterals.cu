// status: conservative
// reason: line 7: keeps the double literal: its expression's value decides a trip count or an address (a loop's condition, an index), which float arithmetic could move by its last bit
__global__ void bounded__floatliterals(float *out, int n, float scale) {
  const float lim = n * 0.1 * 10.0;
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    out[j] = scale * 0.5f;
}
