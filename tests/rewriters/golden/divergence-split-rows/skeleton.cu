// status: ok
__global__ void columnsParity__skeleton(float *img, int width, int lim_flag) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  float v = lim::opaque_at<decltype(img[y * width + x])>(lim_flag, 448u, (y * width + x));
  if (threadIdx.x % 2 == 0)
    v = v * 1.5f + 0.25f;
  else
    v = v * 0.5f - 0.25f;
  lim::guarded_store(&(img[y * width + x]), lim::stored<decltype(img[y * width + x])>(lim_flag), lim_flag);
}
