// status: ok
__global__ void columnsParity__mem(float *img, int width) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  float v = img[y * width + x];
  if (threadIdx.x % 2 == 0)
    v = lim::fold<decltype(v)>(v);
  else
    v = lim::fold<decltype(v)>(v);
  img[y * width + x] = v;
}
