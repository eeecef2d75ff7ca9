// status: ok
__global__ void markDescents__streaming(const float *rows, int *marks, int width, int height) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= width)
    return;
  const float *p = rows + col;
  float bound = __ldcs(&(p[0]));
  for (int r = 1; r < height; r++) {
    float v = __ldcs(&(p[r * width]));
    if (v < bound) {
      int at = 0;
      while (at < r && __ldcs(&(p[at * width])) <= v)
        at++;
      __stcs(&(marks[r * width + col]), at);
    }
    bound = __ldcs(&(p[(r / 2) * width]));
  }
}
