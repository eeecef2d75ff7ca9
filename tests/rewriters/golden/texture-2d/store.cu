// status: ok
__global__ void resample__store(cudaTextureObject_t image, float *out, int width, int height,
                         float scale, int lim_flag) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    float u = (x + 0.5f) * scale, v = (y + 0.5f) * scale;
    out[y * width + x] = lim::stored<decltype(out[y * width + x])>(lim_flag);
  }
}
