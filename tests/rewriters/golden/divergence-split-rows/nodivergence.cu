// status: ok
__global__ void columnsParity__nodivergence(float *img, int width) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  float v = img[y * width + x];
  if ((lim::stride_valid((2), (0)) ? lim::stride_first_rows(threadIdx.x, (2), (0)) : (threadIdx.x % 2 == 0)))
    v = v * 1.5f + 0.25f;
  else
    v = v * 0.5f - 0.25f;
  img[y * width + x] = v;
}
