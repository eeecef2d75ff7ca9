// A pixel's coordinate computed from integers and a double literal, its value a float's
// (`float u = (2.0 * px - w) / h`): C++ converts the integers to double and divides in double
// precision. The single-precision-literals what-if writes `2.0f`, and the whole is float
// arithmetic, as the fix writes it. The same expression kept as a double (`double d`), and an
// integer's half (`int half = w * 0.5`), stay as they are.
__global__ void rayDirections(float *dirs, double *exact, int *halves, int w, int h) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y;
  const float u = (2.0 * px - w) / h;
  const float v = (2.0 * py - h) / h;
  dirs[2 * (py * w + px)] = u;
  dirs[2 * (py * w + px) + 1] = v;
  const double d = 2.0 * px - w;
  exact[py * w + px] = d;
  const int half = w * 0.5;
  halves[py * w + px] = half;
}
