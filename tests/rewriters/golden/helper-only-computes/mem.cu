// status: ok
__device__ int escapeSteps__mem(float cx, float cy, int limit) { return lim::fold<int>(cx, cy, limit); 









}
template <typename T> __device__ T horner__mem(T x, T a, T b, T c) { return lim::fold<T>(x, a, b, c); 

}
__device__ int bucketOf__mem(float v, int buckets) {
  int b = static_cast<int>(v * buckets);
  return b < 0 ? 0 : (b >= buckets ? buckets - 1 : b);
}
__global__ void shade__mem(unsigned char *image, const float *weights, int *counts, float scale,
                      int width, int height, int limit) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y;
  if (px >= width || py >= height)
    return;
  int steps = escapeSteps__mem(lim::fold<decltype(px * scale - 2.0f)>(px, scale), lim::fold<decltype(py * scale - 1.5f)>(py, scale), limit);
  unsigned char shadeValue = 0;
  if (steps < limit)
    shadeValue = lim::fold<decltype(shadeValue)>(steps);
  float w = weights[py * width + px];
  image[py * width + px] = lim::fold<decltype(image[py * width + px])>(shadeValue, horner__mem(w, 0.5f, 0.25f, 1.0f));
  atomicAdd(&counts[bucketOf__mem(w, 16)], 1);
}
