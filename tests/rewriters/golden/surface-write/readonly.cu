// status: ok
__global__ void blend__readonly(const float *weights, cudaSurfaceObject_t image, int width, int height,
                      float gain) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  float before = surf2Dread<float>(image, x * sizeof(float), y);
  float mixed = before * (1.0f - __ldg(&(weights[x]))) + gain * __ldg(&(weights[x]));
  surf2Dwrite(mixed * mixed, image, x * sizeof(float), y);
  surf2Dwrite<float>(mixed, image, (width - 1 - x) * sizeof(float), y, cudaBoundaryModeClamp);
}
