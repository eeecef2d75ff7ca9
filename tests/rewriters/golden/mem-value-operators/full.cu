// status: ok
__global__ void boxRow__full(const Sum4 *in, Sum4 *out, int width, int radius, float scale) {
  const Sum4 *row = in + blockIdx.x * width;
  Sum4 *dst = out + blockIdx.x * width;
  Sum4 acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int x = 0; x <= radius; ++x)
    acc += row[x];
  for (int x = 0; x < width - radius; ++x) {
    dst[x] = acc * scale;
    acc += row[x + radius];
    acc -= row[x];
  }
}
