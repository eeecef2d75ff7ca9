// status: conservative
// reason: line 16: keeps an access through a pointer that differs between the lanes of a warp (a row pointer per lane, `(const float *)((const char *)img + y * pitch)`): lanes whose pointers differ keep their own elements, so the what-if could not coalesce it
// reason: line 28: re-indexes an access through a local pointer that may differ between the lanes of a warp: where the lanes' pointers differ the run keeps each lane's own element, and the what-if removes less than the cost
__global__ void columnsThenRows__coalesced(const float *src, size_t srcStep, float *dst, size_t dstStep,
                                int width, int height) {
  const int y = blockIdx.x * blockDim.x + threadIdx.x;
  const int x = blockIdx.y;
  if (y < height && x < width) {
    const float *s = (const float *)((const char *)src + y * srcStep);
    float *d = (float *)((char *)dst + y * dstStep);
    d[x] = 2.0f * s[x];
  }
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < height && col < width) {
    const float *r = (const float *)((const char *)src + row * srcStep);
    float *w = (float *)((char *)dst + row * dstStep);
    w[col] += r[col];
  }
  const int pair = blockIdx.x * (blockDim.x / 2) + threadIdx.x / 2;
  if (pair < height) {
    const float *p = (const float *)((const char *)src + pair * srcStep);
    dst[lim::coalesced_index(pair * 2 + threadIdx.x % 2)] = p[lim::coalesced(p, threadIdx.x % 2)];
  }
}
