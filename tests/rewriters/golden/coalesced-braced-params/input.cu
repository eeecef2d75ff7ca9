// A parameter struct braced from the kernel's own parameters (`const Rows in{x, cols}`): Clang
// keeps the list as written beside the list as analysed, and the written one names x and cols
// bare. They are still only read, so the row pointers `x + r * cols` and `y + r * cols`, a
// row a thread, are re-indexed from their arrays, each loop's run taken before it, as they are
// without the struct.
struct Rows {
  const float *base;
  long long pitch;
};

__global__ void rowScale(const float *x, float *y, int rows, int cols) {
  const long long r = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  const Rows in{x, cols};
  const float *xr = x + r * cols;
  float *yr = y + r * cols;
  float s = 0.0f;
  for (int c = 0; c < cols; ++c)
    s += xr[c];
  for (int c = 0; c < cols; ++c)
    yr[c] = xr[c] * s + in.base[c];
}
