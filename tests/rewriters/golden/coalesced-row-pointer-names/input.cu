// A row pointer is re-indexed from the array it points into, its offset's text and the
// array's name written again at the access; where another declaration of the kernel shares
// one of those names, or the offset holds a line comment, the text would mean something else
// there (or swallow the line), so such a row keeps its own pointer: `row` (its offset's r is
// shadowed in the block that reads it), `back` (an inner `in` shadows its array), `cmt` (a
// comment in its offset). `row` and `back` differ between the lanes, whose own pointers the
// run would keep: their accesses are kept and said. `ok`, whose array and offset no other
// declaration names, is re-indexed from other.

__global__ void rows(const float *in, const float *other, float *out, int n) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  const float *row = in + r * 64;
  const float *back = in + 64 * n + r * 64;
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const float *cmt = other + (128 * n // the third block of rows
                              + q * 64);
  const float *ok = other + q * 64;
  float s = ok[0] + ok[1] + cmt[2];
  {
    const int r = 1 << 20;
    s += row[0] + row[1] + (float)r;
  }
  {
    const float *in = back + 8;
    s += back[threadIdx.x & 3] + in[0];
  }
  out[r] = s;
}
