// status: ok
__global__ void columnsThenRows__mem(const float *src, size_t srcStep, float *dst, size_t dstStep,
                                int width, int height) {
  const int y = blockIdx.x * blockDim.x + threadIdx.x;
  const int x = blockIdx.y;
  if (y < height && x < width) {
    const float *s = (const float *)((const char *)src + y * srcStep);
    float *d = (float *)((char *)dst + y * dstStep);
    d[x] = lim::fold<decltype(d[x])>(s[x]);
  }
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < height && col < width) {
    const float *r = (const float *)((const char *)src + row * srcStep);
    float *w = (float *)((char *)dst + row * dstStep);
    w[col] = lim::fold<decltype(w[col])>(w[col], r[col]);
  }
  const int pair = blockIdx.x * (blockDim.x / 2) + threadIdx.x / 2;
  if (pair < height) {
    const float *p = (const float *)((const char *)src + pair * srcStep);
    dst[pair * 2 + threadIdx.x % 2] = p[threadIdx.x % 2];
  }
}
