// status: ok
__device__ float length2__store(int lim_flag, Point z) { return z.x * z.x + z.y * z.y; }
__device__ Point step__store(int lim_flag, Point z, Point c) {
  return {z.x * z.x - z.y * z.y + c.x, 2.0f * z.x * z.y + c.y};
}
__global__ void escape__store(const float *xs, const float *ys, int *steps, int limit, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Point c{xs[i], ys[i]};
  Point z{0.0f, 0.0f};
  int k = 0;
  while (k < limit && length2__store(lim_flag, z) < 4.0f) {
    z = step__store(lim_flag, z, c);
    ++k;
  }
  steps[i] = lim::stored<decltype(steps[i])>(lim_flag);
}
