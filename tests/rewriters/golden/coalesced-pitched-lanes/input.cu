// Pitched images read through a row pointer per thread. Where the lanes of a warp take
// different rows (`y` from threadIdx.x: the image walked down its columns), each lane's pointer
// differs, and the run the coalesced what-if gives a warp keeps such lanes' own elements: the
// what-if would time full's pattern and call it coalesced, so those accesses are kept and
// said. Where the row is the warp's own (`y` from threadIdx.y), the lanes read one row one
// element apart, coalesced already, and are left as written. Where the rewriter can tell
// neither (`threadIdx.x / 2`: two lanes a row), the access is re-indexed and said: where the
// lanes' rows differ, the what-if removes less than the cost.
__global__ void columnsThenRows(const float *src, size_t srcStep, float *dst, size_t dstStep,
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
    dst[pair * 2 + threadIdx.x % 2] = p[threadIdx.x % 2];
  }
}
