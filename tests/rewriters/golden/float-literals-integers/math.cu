// status: ok
__global__ void rayDirections__math(float *dirs, double *exact, int *halves, int w, int h, int lim_flag) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y;
  const float u = (2.0 * px - w) / h;
  const float v = (2.0 * py - h) / h;
  lim::guarded_store(&(dirs[2 * (py * w + px)]), u, lim_flag);
  lim::guarded_store(&(dirs[2 * (py * w + px) + 1]), v, lim_flag);
  const double d = 2.0 * px - w;
  lim::guarded_store(&(exact[py * w + px]), d, lim_flag);
  const int half = w * 0.5;
  lim::guarded_store(&(halves[py * w + px]), half, lim_flag);
}
