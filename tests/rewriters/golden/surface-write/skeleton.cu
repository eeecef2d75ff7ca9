// status: ok
__global__ void blend__skeleton(const float *weights, cudaSurfaceObject_t image, int width, int height,
                      float gain, int lim_flag) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  float before = lim::opaque_at<decltype(surf2Dread<float>(image, x * sizeof(float), y))>(lim_flag, 661u, lim::word(x * sizeof(float)) + lim::word(y));
  float mixed = before * (1.0f - lim::opaque_at<decltype(weights[x])>(lim_flag, 742u, (x))) + gain * lim::opaque_at<decltype(weights[x])>(lim_flag, 763u, (x));
  (lim::never(lim_flag, lim_flag) ? surf2Dwrite(mixed * mixed, image, x * sizeof(float), y) : void());
  (lim::never(lim_flag, lim_flag) ? surf2Dwrite<float>(mixed, image, (width - 1 - x) * sizeof(float), y, cudaBoundaryModeClamp) : void());
}
