// status: ok
__global__ void nest__coalesced(const float *__restrict__ img, float *__restrict__ res, int w, int h, int n) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  const auto lim_shift_1143 = lim::coalesced_runs((static_cast<int>(((y + static_cast<int>(-1)) * w + (x + static_cast<int>(-1))) << 2)), (0), (4)); for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int base = ((y + dy) * w + (x + dx)) << 2;
#pragma unroll
      for (int c = 0; c < 4; ++c)
        acc[c] += img[(base + c) + lim_shift_1143.at((c))];
    }
  float s = acc[0] + acc[1] + acc[2] + acc[3];
  const auto lim_run_1_1288 = lim::coalesced_runs((2 * x), 0, 2); for (int j = 0; j < n; ++j) {
    const float *row = img + j * w;
    s += row[(2 * x) + lim_run_1_1288.at(0)];
    s += row[(2 * x + 1) + lim_run_1_1288.at(1)];
  }
  const auto lim_run_1_1370 = lim::coalesced_runs((2 * x), 0, 2); for (int j = 0; j < 4; ++j) {
    s += img[(2 * x + j * j) + lim_run_1_1370.at(0)];
    s += img[(2 * x + j * j + 1) + lim_run_1_1370.at(1)];
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
    s += img[lim::coalesced_index(4 * (x + j))];
  res[lim::coalesced_index(y * w + x)] = s;
}
