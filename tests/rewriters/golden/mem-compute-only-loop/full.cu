// status: ok
__global__ void escape__full(const float *xs, const float *ys, int *steps, int limit) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Point c{xs[i], ys[i]};
  Point z{0.0f, 0.0f};
  int k = 0;
  while (k < limit && length2(z) < 4.0f) {
    z = step(z, c);
    ++k;
  }
  steps[i] = k;
}
