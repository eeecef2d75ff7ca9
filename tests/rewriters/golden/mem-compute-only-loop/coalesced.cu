// status: conservative
// reason: line 13: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ float length2__coalesced(Point z) { return z.x * z.x + z.y * z.y; }
__device__ Point step__coalesced(Point z, Point c) {
  return {z.x * z.x - z.y * z.y + c.x, 2.0f * z.x * z.y + c.y};
}
__global__ void escape__coalesced(const float *xs, const float *ys, int *steps, int limit) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Point c{xs[i], ys[i]};
  Point z{0.0f, 0.0f};
  int k = 0;
  while (k < limit && length2__coalesced(z) < 4.0f) {
    z = step__coalesced(z, c);
    ++k;
  }
  steps[lim::coalesced_index_linear(i, 1)] = k;
}
