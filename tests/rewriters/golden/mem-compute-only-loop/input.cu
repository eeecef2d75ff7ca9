// Escape-time iteration: the loaded point c decides how long each thread loops (through z, a
// struct copied from a helper's result), so math-only keeps its loads. The loop touches no
// memory: mem-only replaces it by folds that keep c alive in what the loop wrote.
struct Point {
  float x, y;
};
__device__ Point step(Point z, Point c) {
  return {z.x * z.x - z.y * z.y + c.x, 2.0f * z.x * z.y + c.y};
}
__device__ float length2(Point z) { return z.x * z.x + z.y * z.y; }
__global__ void escape(const float *xs, const float *ys, int *steps, int limit) {
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
