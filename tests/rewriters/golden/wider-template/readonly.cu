// status: ok
template <class T> __global__ void mix__readonly(const T *__restrict__ in, T *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const T a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  out[(sizeof(T) / 4 + 2) * i] = a * b;
  out[(sizeof(T) / 4 + 2) * i + 1] = c * d;
  out[(sizeof(T) / 4 + 2) * i + 2] = a + d;
  out[(sizeof(T) / 4 + 2) * i + 3] = b + c;
}
