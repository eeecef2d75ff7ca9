// status: ok
__global__ void columnsParity__streaming(float *img, int width) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  float v = __ldcs(&(img[y * width + x]));
  if (threadIdx.x % 2 == 0)
    v = v * 1.5f + 0.25f;
  else
    v = v * 0.5f - 0.25f;
  __stcs(&(img[y * width + x]), v);
}
