// status: ok
__global__ void nest__readonly(const float *__restrict__ img, float *__restrict__ res, int w, int h, int n) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int base = ((y + dy) * w + (x + dx)) << 2;
#pragma unroll
      for (int c = 0; c < 4; ++c)
        acc[c] += img[base + c];
    }
  float s = acc[0] + acc[1] + acc[2] + acc[3];
  for (int j = 0; j < n; ++j) {
    const float *row = img + j * w;
    s += __ldg(&(row[2 * x]));
    s += __ldg(&(row[2 * x + 1]));
  }
  for (int j = 0; j < 4; ++j) {
    s += img[2 * x + j * j];
    s += img[2 * x + j * j + 1];
  }
  for (int j = 0; j < n; ++j)
    s += img[(unsigned char)(2 * x + j)];
  int r = x;
  int *pr = &r;
  for (int j = 0; j < n; ++j) {
    s += img[4 * (r + j)];
    *pr -= 1;
  }
  for (int j = w - // the halo
               1;
       j < n; ++j)
    s += img[4 * (x + j)];
  for (int j = 0; j < n; ++j) {
    const float *line = img + j * w;
    for (int c = 0; c < 4; ++c)
      s += __ldg(&(line[4 * x + c]));
  }
  int q = x;
  int *pq = &q;
  for (int j = 0; j < n; ++j) {
    s += img[4 * q + j];
    *pq -= 1;
  }
  for (int i = 0; i < n; ++i) {
    enum { Step = 3 };
    const int b = Step * x + i;
    for (int c = 0; c < 2; ++c)
      s += img[b + c];
  }
  for (int i = 0; i < n; ++i) {
    const int b = (x + i)
#ifdef WIDE
                  * 8
#else
                  * 4
#endif
        ;
    for (int c = 0; c < 2; ++c)
      s += img[b + c];
  }
  const int m = x % 7;
  for (int j = 0; j < n; ++j) {
    s += img[4 * x + m];
    s += img[4 * x + m + 1];
    const int m = 200 - 8 * x;
    s += img[4 * x + m + 2];
  }
  res[y * w + x] = s;
}
