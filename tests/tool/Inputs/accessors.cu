// Accessors' operators as tensor libraries and views write them: the variants write each call
// out where it is made (`v(i, j)` as `(v).data[(i) * (v).ld + (j)]`), so that every variant and
// what-if rewrites the access it names (InlinedAccessors.h). What cannot be written out stays
// an operator, and is said (LIM107).
#include <cstdint>

/// A view handed to the kernel by value: its pointer is global memory.
struct View2D {
  float *data;
  int64_t rows;
  int64_t ld;
  __device__ float &operator()(int64_t r, int64_t c) const { return data[r * ld + c]; }
  __device__ const float *row(int64_t r) const { return data + r * ld; }
};

/// A local accessor its constructor sets up from a parameter; its index in 32 bits.
template <typename T> struct Strided {
  T *data;
  int stride;
  __device__ Strided(T *d, int s) : data(d), stride(s) {}
  __device__ T &operator[](int k) const { return data[k * stride]; }
};

/// Its fields private: the kernel's text cannot name them, so its call stays an operator.
class Hidden {
public:
  __device__ Hidden(float *d) : data(d) {}
  __device__ float &operator()(int k) const { return data[k]; }

private:
  float *data;
};

/// The transposed copy through views, a row pointer's read, and an accessor built here.
__global__ void viewTranspose(View2D src, View2D dst, const float *__restrict__ bias) {
  const int64_t j = static_cast<int64_t>(blockIdx.x) * 32 + threadIdx.x;
  const int64_t i = static_cast<int64_t>(blockIdx.y) * 8 + threadIdx.y;
  Strided<const float> b(bias, 1);
  if (i < src.rows && j < src.ld)
    dst(j, i) = src(i, j) + src.row(i)[0] * b[threadIdx.x];
}

/// An index argument that has a side effect: written out, it would run once per use; the
/// call stays. So does the call of an accessor whose fields are private.
__global__ void viewKept(View2D v, float *out) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  Hidden h(out);
  const float x = v(k++, 0);
  h(k) = x;
}
