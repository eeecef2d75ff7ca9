// status: ok
__global__ void markDescents__skeleton(const float *rows, int *marks, int width, int height, int lim_flag) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= width)
    return;
  const float *p = rows + col;
  float bound = p[0];
  for (int r = 1; r < height; r++) {
    float v = p[r * width];
    if (v < bound) {
      int at = 0;
      while (at < r && p[at * width] <= v)
        at++;
      lim::guarded_store(&(marks[r * width + col]), lim::stored<decltype(marks[r * width + col])>(lim_flag), lim_flag);
    }
    bound = p[(r / 2) * width];
  }
}
