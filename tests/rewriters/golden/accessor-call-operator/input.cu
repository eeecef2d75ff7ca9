// An accessor object, built by its constructor, whose call operator returns a reference into
// the memory it indexes (`a(row, c)`, as tensor accessors are written): the operator is cloned
// as a named method returning one is, so the variants see its access (a pointer of unknown
// origin, a field the constructor set: LIM101, treated as global). The coalesced what-if
// keeps that access as written and says so. A subscript operator that returns an element of
// a register array as it is stays an operator.
template <typename T> struct Rows {
  T *data;
  long stride;
  __device__ Rows(T *d, long s) : data(d), stride(s) {}
  __device__ T &operator()(long r, long c) const { return data[r * stride + c]; }
};

struct Pair {
  float v[2];
  __device__ float &operator[](int k) { return v[k]; }
};

__global__ void rowSums(const float *in, float *out, long cols) {
  const long row = blockIdx.x * blockDim.x + threadIdx.x;
  Rows<const float> a(in, cols);
  Pair acc;
  acc[0] = 0.0f;
  acc[1] = 0.0f;
  for (long c = 0; c < cols; ++c)
    acc[c & 1] += a(row, c);
  out[row] = acc[0] + acc[1];
}
