// status: ok
__global__ void rayDirections__streaming(float *dirs, double *exact, int *halves, int w, int h) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y;
  const float u = (2.0 * px - w) / h;
  const float v = (2.0 * py - h) / h;
  __stcs(&(dirs[2 * (py * w + px)]), u);
  __stcs(&(dirs[2 * (py * w + px) + 1]), v);
  const double d = 2.0 * px - w;
  __stcs(&(exact[py * w + px]), d);
  const int half = w * 0.5;
  __stcs(&(halves[py * w + px]), half);
}
