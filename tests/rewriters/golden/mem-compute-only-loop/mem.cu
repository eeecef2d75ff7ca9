// status: ok
__device__ float length2__mem(Point z) { return lim::fold<decltype(z.x * z.x + z.y * z.y)>(z.x, z.x, z.y, z.y); }
__device__ Point step__mem(Point z, Point c) {
  return {lim::fold<decltype(z.x * z.x - z.y * z.y + c.x)>(z.x, z.x, z.y, z.y, c.x), lim::fold<decltype(2.0f * z.x * z.y + c.y)>(z.x, z.y, c.y)};
}
__global__ void escape__mem(const float *xs, const float *ys, int *steps, int limit) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Point c{xs[i], ys[i]};
  Point z{0.0f, 0.0f};
  int k = 0;
  { z = lim::fold<decltype(z)>(z, k, c); k = lim::fold<decltype(k)>(k, z, c); }



  steps[i] = k;
}
