// A pixel's four channels read and written one float at a time: the coalesced what-if's
// block runs take the warp's work once for the four reads and once for the four stores
// (VariantCountsTest).
__global__ void scaleChannels(const float *__restrict__ in, float *__restrict__ out, float k) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const float r = in[4 * p], g = in[4 * p + 1], b = in[4 * p + 2], a = in[4 * p + 3];
  out[4 * p] = r * k;
  out[4 * p + 1] = g * k;
  out[4 * p + 2] = b * k;
  out[4 * p + 3] = a;
}

// A pixel's nine neighbours, four channels each, in a loop the compiler unrolls: the block's
// run of the four channels moves with the loop's counter alike in every lane, so the what-if
// takes the warp's work once, before the loop, not once an iteration (VariantCountsTest).
__global__ void blurNeighbours(const float *__restrict__ in, float *__restrict__ out, int pixels) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < 4 || p >= pixels - 4)
    return;
  float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;
  for (int j = -4; j <= 4; ++j) {
    r += in[4 * (p + j)];
    g += in[4 * (p + j) + 1];
    b += in[4 * (p + j) + 2];
    a += in[4 * (p + j) + 3];
  }
  out[p] = r + g + b + a;
}

// A 3x3 box of four-channel pixels, the channels in a loop of their own and the pixel's index a
// local of the nest: the run is taken once, before the outermost loop (VariantCountsTest).
__global__ void boxNest(const float *__restrict__ img, float *__restrict__ res, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int base = ((y + dy) * w + (x + dx)) << 2;
      for (int c = 0; c < 4; ++c)
        acc[c] += img[base + c];
    }
  res[y * w + x] = acc[0] + acc[1] + acc[2] + acc[3];
}
