// A kernel whose arguments come in a struct passed by value, as real projects pass them: its
// buffers, its shape, its filter taps and a half-precision gain, all members of one struct
// (tests/gpu/struct-params.toml gives them member by member).
#include <cuda_fp16.h>

struct Shape {
  int rows, cols;
};

struct RowFilter {
  const float *in;
  float *out;
  Shape shape;
  float taps[3];
  __half gain;
};

__global__ void filterRows(RowFilter f, float bias) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x, r = blockIdx.y;
  if (c >= f.shape.cols || r >= f.shape.rows)
    return;
  const float *row = f.in + static_cast<size_t>(r) * f.shape.cols;
  const float left = row[max(c - 1, 0)], mid = row[c], right = row[min(c + 1, f.shape.cols - 1)];
  const float sum = f.taps[0] * left + f.taps[1] * mid + f.taps[2] * right;
  f.out[static_cast<size_t>(r) * f.shape.cols + c] = __half2float(f.gain) * sum + bias;
}
