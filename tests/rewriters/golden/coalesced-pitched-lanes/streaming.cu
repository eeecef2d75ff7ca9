// status: conservative
// reason: line 23: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void columnsThenRows__streaming(const float *src, size_t srcStep, float *dst, size_t dstStep,
                                int width, int height) {
  const int y = blockIdx.x * blockDim.x + threadIdx.x;
  const int x = blockIdx.y;
  if (y < height && x < width) {
    const float *s = (const float *)((const char *)src + y * srcStep);
    float *d = (float *)((char *)dst + y * dstStep);
    __stcs(&(d[x]), 2.0f * __ldcs(&(s[x])));
  }
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < height && col < width) {
    const float *r = (const float *)((const char *)src + row * srcStep);
    float *w = (float *)((char *)dst + row * dstStep);
    w[col] += __ldcs(&(r[col]));
  }
  const int pair = blockIdx.x * (blockDim.x / 2) + threadIdx.x / 2;
  if (pair < height) {
    const float *p = (const float *)((const char *)src + pair * srcStep);
    __stcs(&(dst[pair * 2 + threadIdx.x % 2]), __ldcs(&(p[threadIdx.x % 2])));
  }
}
