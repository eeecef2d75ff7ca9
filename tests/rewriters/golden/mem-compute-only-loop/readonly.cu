// status: ok
__device__ float length2__readonly(Point z) { return z.x * z.x + z.y * z.y; }
__device__ Point step__readonly(Point z, Point c) {
  return {z.x * z.x - z.y * z.y + c.x, 2.0f * z.x * z.y + c.y};
}
__global__ void escape__readonly(const float *xs, const float *ys, int *steps, int limit) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Point c{__ldg(&(xs[i])), __ldg(&(ys[i]))};
  Point z{0.0f, 0.0f};
  int k = 0;
  while (k < limit && length2__readonly(z) < 4.0f) {
    z = step__readonly(z, c);
    ++k;
  }
  steps[i] = k;
}
