// status: conservative
// reason: line 35: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 37: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__device__ int escapeSteps__coalesced(float cx, float cy, int limit) {
  float x = 0.0f, y = 0.0f;
  for (int k = 0; k < limit; ++k) {
    float xx = x * x, yy = y * y;
    if (xx + yy > 4.0f)
      return k;
    y = 2.0f * x * y + cy;
    x = xx - yy + cx;
  }
  return limit;
}
template <typename T> __device__ T horner__coalesced(T x, T a, T b, T c) {
  return (a * x + b) * x + c;
}
__device__ int bucketOf__coalesced(float v, int buckets) {
  int b = static_cast<int>(v * buckets);
  return b < 0 ? 0 : (b >= buckets ? buckets - 1 : b);
}
__global__ void shade__coalesced(unsigned char *image, const float *weights, int *counts, float scale,
                      int width, int height, int limit) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y;
  if (px >= width || py >= height)
    return;
  int steps = escapeSteps__coalesced(px * scale - 2.0f, py * scale - 1.5f, limit);
  unsigned char shadeValue = 0;
  if (steps < limit)
    shadeValue = static_cast<unsigned char>(steps * 255 / limit);
  float w = weights[py * width + px];
  image[lim::coalesced_index_linear(py * width + px, 1)] = shadeValue + static_cast<unsigned char>(horner__coalesced(w, 0.5f, 0.25f, 1.0f));
  atomicAdd(&counts[bucketOf__coalesced(w, 16)], 1);
}
