// status: ok
__device__ float length2__streaming(Point z) { return z.x * z.x + z.y * z.y; }
__device__ Point step__streaming(Point z, Point c) {
  return {z.x * z.x - z.y * z.y + c.x, 2.0f * z.x * z.y + c.y};
}
__global__ void escape__streaming(const float *xs, const float *ys, int *steps, int limit) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Point c{__ldcs(&(xs[i])), __ldcs(&(ys[i]))};
  Point z{0.0f, 0.0f};
  int k = 0;
  while (k < limit && length2__streaming(z) < 4.0f) {
    z = step__streaming(z, c);
    ++k;
  }
  __stcs(&(steps[i]), k);
}
