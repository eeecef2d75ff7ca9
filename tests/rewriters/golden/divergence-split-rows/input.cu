// The no-divergence what-if's split in a kernel whose blocks have rows (it reads threadIdx.y):
// a row of 16 threads is half a warp, so the threads that take the first arm are counted over
// the whole block in warp order (lim::stride_first_rows), not within each row.
__global__ void columnsParity(float *img, int width) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  float v = img[y * width + x];
  if (threadIdx.x % 2 == 0)
    v = v * 1.5f + 0.25f;
  else
    v = v * 0.5f - 0.25f;
  img[y * width + x] = v;
}
