// The wider-accesses what-if in a template over its element type, instantiated for float and
// double: one text serves both, so the four reads merge into two pairs (float2 and double2; a
// double4 would pass 16 bytes), each instantiation picking its vector type by its element's
// (lim::wide_of). The stores' start is a multiple of two for double (4i) and not for float
// (3i): they are left as they are.

template <class T> __global__ void mix(const T *__restrict__ in, T *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const T a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  out[(sizeof(T) / 4 + 2) * i] = a * b;
  out[(sizeof(T) / 4 + 2) * i + 1] = c * d;
  out[(sizeof(T) / 4 + 2) * i + 2] = a + d;
  out[(sizeof(T) / 4 + 2) * i + 3] = b + c;
}

template __global__ void mix<float>(const float *, float *, int);
template __global__ void mix<double>(const double *, double *, int);
