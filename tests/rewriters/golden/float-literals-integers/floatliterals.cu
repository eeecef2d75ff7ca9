// status: ok
__global__ void rayDirections__floatliterals(float *dirs, double *exact, int *halves, int w, int h) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y;
  const float u = (2.0f * px - w) / h;
  const float v = (2.0f * py - h) / h;
  dirs[2 * (py * w + px)] = u;
  dirs[2 * (py * w + px) + 1] = v;
  const double d = 2.0 * px - w;
  exact[py * w + px] = d;
  const int half = w * 0.5;
  halves[py * w + px] = half;
}
