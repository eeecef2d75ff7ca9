// status: ok
__global__ void rotate__math(cudaTextureObject_t image, float *out, int width, int height,
                       float c, float s, float gain, int lim_flag) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  float u = x / static_cast<float>(width) - 0.5f;
  float v = y / static_cast<float>(height) - 0.5f;
  float ru = u * c - v * s + 0.5f;
  float rv = v * c + u * s + 0.5f;
  float texel = lim::opaque_at<decltype(tex2D<float>(image, ru, rv))>(lim_flag, 743u, lim::word(ru) + lim::word(rv));
  lim::guarded_store(&(out[y * width + x]), texel * gain, lim_flag);
}
