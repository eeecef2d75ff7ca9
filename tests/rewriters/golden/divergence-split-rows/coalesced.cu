// status: ok
__global__ void columnsParity__coalesced(float *img, int width) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  float v = img[lim::coalesced_index(y * width + x)];
  if (threadIdx.x % 2 == 0)
    v = v * 1.5f + 0.25f;
  else
    v = v * 0.5f - 0.25f;
  img[lim::coalesced_index(y * width + x)] = v;
}
