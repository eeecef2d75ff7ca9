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

/// A call that one instantiation makes to an accessor and another to an operator that
/// returns a value by copy (`data[i] * 2`): one text serves both, so it stays as written.
struct Ref {
  float *data;
  __device__ float &operator()(int i) const { return data[i]; }
};
struct Doubled {
  float *data;
  __device__ float operator()(int i) const { return data[i] * 2.0f; }
};
template <class A> __global__ void viewEither(A a, float *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = a(i);
}
template __global__ void viewEither<Ref>(Ref, float *);
template __global__ void viewEither<Doubled>(Doubled, float *);

/// An object of a class derived from the accessor's that declares `data` again: written out,
/// the name would be the derived class's field. A const element: written out, it keeps the
/// const, so that overloads on const choose as before. An argument the operator names twice
/// that is read from volatile memory: written out, it would be read twice.
struct Shadow : View2D {
  float *data;
};
__device__ float pick(const float &x) { return x; }
struct ConstView {
  float *data;
  int ld;
  __device__ const float &at(int i) const { return data[i]; }
  __device__ float &diag(int i) const { return data[i * ld + i]; }
};
__global__ void viewTraps(Shadow s, ConstView c, volatile int *idx, float *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = s(i, 1) + pick(c.at(i)) + c.diag(idx[i]);
}

/// Local views whose pointer does not stay the parameter it was built from: passed by
/// reference to a helper that points it at shared memory, and a constructor whose body may.
__device__ void pointAt(float *&p, float *q) { p = q; }
struct Scratch {
  float *data;
  __device__ void useShared() {
    extern __shared__ float dyn[];
    data = dyn;
  }
  __device__ Scratch(float *p, bool shared) : data(p) {
    if (shared)
      useShared();
  }
};
__global__ void viewRetargeted(const float *in, float *out, int n) {
  __shared__ float s[256];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  Strided<float> a(const_cast<float *>(in), 1);
  pointAt(a.data, s);
  Scratch b(const_cast<float *>(in), n > 0);
  out[threadIdx.x] = a.data[threadIdx.x] + b.data[threadIdx.x];
}
