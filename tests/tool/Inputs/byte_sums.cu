// Sums of bytes, as an RGBA8 filter takes them: each neighbour's four channels (one uchar4)
// added into four unsigned sums. Mem-only folds each channel into its sum.
__global__ void sumNeighbours(const uchar4 *__restrict__ img, uchar4 *__restrict__ res, int w) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x + 1;
  unsigned r = 0, g = 0, b = 0, a = 0;
  for (int d = -1; d <= 1; ++d) {
    const uchar4 q = img[x + d * w];
    r += q.x;
    g += q.y;
    b += q.z;
    a += q.w;
  }
  res[x] = make_uchar4(r / 3, g / 3, b / 3, a / 3);
}
