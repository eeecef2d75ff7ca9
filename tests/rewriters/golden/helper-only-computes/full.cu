// status: ok
__global__ void shade__full(unsigned char *image, const float *weights, int *counts, float scale,
                      int width, int height, int limit) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y;
  if (px >= width || py >= height)
    return;
  int steps = escapeSteps(px * scale - 2.0f, py * scale - 1.5f, limit);
  unsigned char shadeValue = 0;
  if (steps < limit)
    shadeValue = static_cast<unsigned char>(steps * 255 / limit);
  float w = weights[py * width + px];
  image[py * width + px] = shadeValue + static_cast<unsigned char>(horner(w, 0.5f, 0.25f, 1.0f));
  atomicAdd(&counts[bucketOf(w, 16)], 1);
}
