// status: ok
__global__ void markDescents__readonly(const float *rows, int *marks, int width, int height) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= width)
    return;
  const float *p = rows + col;
  float bound = __ldg(&(p[0]));
  for (int r = 1; r < height; r++) {
    float v = __ldg(&(p[r * width]));
    if (v < bound) {
      int at = 0;
      while (at < r && __ldg(&(p[at * width])) <= v)
        at++;
      marks[r * width + col] = at;
    }
    bound = __ldg(&(p[(r / 2) * width]));
  }
}
