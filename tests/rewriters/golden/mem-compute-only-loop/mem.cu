// status: ok
__device__ float length2__mem(Point z) { return lim::fold<float>(z); }
__device__ Point step__mem(Point z, Point c) { return lim::fold<Point>(z, c); 

}
__global__ void escape__mem(const float *xs, const float *ys, int *steps, int limit) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Point c{xs[i], ys[i]};
  Point z{0.0f, 0.0f};
  int k = 0;
  { z = lim::fold<decltype(z)>(z, k, c); k = lim::fold<decltype(k)>(k, z, c); }



  steps[i] = k;
}
