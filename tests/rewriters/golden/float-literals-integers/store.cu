// status: ok
__global__ void rayDirections__store(float *dirs, double *exact, int *halves, int w, int h, int lim_flag) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y;
  const float u = (2.0 * px - w) / h;
  const float v = (2.0 * py - h) / h;
  dirs[2 * (py * w + px)] = lim::stored<decltype(dirs[2 * (py * w + px)])>(lim_flag);
  dirs[2 * (py * w + px) + 1] = lim::stored<decltype(dirs[2 * (py * w + px) + 1])>(lim_flag);
  const double d = 2.0 * px - w;
  exact[py * w + px] = lim::stored<decltype(exact[py * w + px])>(lim_flag);
  const int half = w * 0.5;
  halves[py * w + px] = lim::stored<decltype(halves[py * w + px])>(lim_flag);
}
