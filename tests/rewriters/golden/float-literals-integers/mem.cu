// status: ok
__global__ void rayDirections__mem(float *dirs, double *exact, int *halves, int w, int h) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y;
  const float u = lim::fold<decltype((2.0 * px - w) / h)>(px, w, h);
  const float v = lim::fold<decltype((2.0 * py - h) / h)>(py, h, h);
  dirs[2 * (py * w + px)] = u;
  dirs[2 * (py * w + px) + 1] = v;
  const double d = lim::fold<decltype(2.0 * px - w)>(px, w);
  exact[py * w + px] = d;
  const int half = w * 0.5;
  halves[py * w + px] = half;
}
