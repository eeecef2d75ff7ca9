// status: ok
__global__ void columnsThenRows__math(const float *src, size_t srcStep, float *dst, size_t dstStep,
                                int width, int height, int lim_flag) {
  const int y = blockIdx.x * blockDim.x + threadIdx.x;
  const int x = blockIdx.y;
  if (y < height && x < width) {
    const float *s = (const float *)((const char *)src + y * srcStep);
    float *d = (float *)((char *)dst + y * dstStep);
    lim::guarded_store(&(d[x]), 2.0f * lim::opaque_at<decltype(s[x])>(lim_flag, 1119u, (x)), lim_flag);
  }
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < height && col < width) {
    const float *r = (const float *)((const char *)src + row * srcStep);
    float *w = (float *)((char *)dst + row * dstStep);
    lim::guarded_store(&(w[col]), lim::opaque<decltype(w[col])>(lim_flag, 1412u, &(w[col])) + (lim::opaque_at<decltype(r[col])>(lim_flag, 1422u, (col))), lim_flag);
  }
  const int pair = blockIdx.x * (blockDim.x / 2) + threadIdx.x / 2;
  if (pair < height) {
    const float *p = (const float *)((const char *)src + pair * srcStep);
    lim::guarded_store(&(dst[pair * 2 + threadIdx.x % 2]), lim::opaque_at<decltype(p[threadIdx.x % 2])>(lim_flag, 1637u, (threadIdx.x % 2)), lim_flag);
  }
}
