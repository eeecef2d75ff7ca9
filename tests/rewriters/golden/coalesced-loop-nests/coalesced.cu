// status: ok
__global__ void nest__coalesced(const float *__restrict__ img, float *__restrict__ res, int w, int h, int n) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return; const auto lim_shift_1729 = lim::coalesced_runs_linear((static_cast<int>(((y + static_cast<int>(-1)) * w + (x + static_cast<int>(-1))) << 2)), 4, (0), (4)); 
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int base = ((y + dy) * w + (x + dx)) << 2;
#pragma unroll
      for (int c = 0; c < 4; ++c)
        acc[c] += img[(base + c) + lim_shift_1729.at((c))];
    } const auto lim_run_1_1874 = lim::coalesced_runs_linear((2 * x), 2, 0, 2); 
  float s = acc[0] + acc[1] + acc[2] + acc[3];
  for (int j = 0; j < n; ++j) {
    const float *row = img + j * w;
    s += row[(2 * x) + lim_run_1_1874.at(0)];
    s += row[(2 * x + 1) + lim_run_1_1874.at(1)];
  }
  const auto lim_run_1_1956 = lim::coalesced_runs_linear((2 * x), 2, 0, 2); for (int j = 0; j < 4; ++j) {
    s += img[(2 * x + j * j) + lim_run_1_1956.at(0)];
    s += img[(2 * x + j * j + 1) + lim_run_1_1956.at(1)];
  }
  for (int j = 0; j < n; ++j)
    s += img[lim::coalesced_index((unsigned char)(2 * x + j))];
  int r = x;
  int *pr = &r;
  for (int j = 0; j < n; ++j) {
    s += img[lim::coalesced_index(4 * (r + j))];
    *pr -= 1;
  }
  for (int j = w - // the halo
               1;
       j < n; ++j)
    s += img[lim::coalesced_index_linear(4 * (x + j), 4)];
  for (int j = 0; j < n; ++j) {
    const float *line = img + j * w;
    const auto lim_shift_2398 = lim::coalesced_runs_linear((4 * x), 4, (0), (4)); for (int c = 0; c < 4; ++c)
      s += line[(4 * x + c) + lim_shift_2398.at((c))];
  }
  int q = x;
  int *pq = &q;
  for (int j = 0; j < n; ++j) {
    s += img[lim::coalesced_index(4 * q + j)];
    *pq -= 1;
  }
  for (int i = 0; i < n; ++i) {
    enum { Step = 3 };
    const int b = Step * x + i;
    const auto lim_shift_2653 = lim::coalesced_runs_linear((b), 3, (0), (2)); for (int c = 0; c < 2; ++c)
      s += img[(b + c) + lim_shift_2653.at((c))];
  }
  for (int i = 0; i < n; ++i) {
    const int b = (x + i)
#ifdef WIDE
                  * 8
#else
                  * 4
#endif
        ;
    const auto lim_shift_2849 = lim::coalesced_runs_linear((b), 4, (0), (2)); for (int c = 0; c < 2; ++c)
      s += img[(b + c) + lim_shift_2849.at((c))];
  }
  const int m = x % 7;
  const auto lim_shift_2929 = lim::coalesced_shift((4 * x) + (m)); const auto lim_shift_3014 = lim::coalesced_shift_linear((4 * x) + (static_cast<int>(200 - 8 * x)), -4); for (int j = 0; j < n; ++j) {
    s += img[(4 * x + m) + lim_shift_2929];
    s += img[(4 * x + m + 1) + lim_shift_2929];
    const int m = 200 - 8 * x;
    s += img[(4 * x + m + 2) + lim_shift_3014];
  }
  res[y * w + x] = s;
}
