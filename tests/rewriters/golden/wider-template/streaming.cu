// status: ok
template <class T> __global__ void mix__streaming(const T *__restrict__ in, T *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const T a = __ldcs(&(in[4 * i])), b = __ldcs(&(in[4 * i + 1])), c = __ldcs(&(in[4 * i + 2])), d = __ldcs(&(in[4 * i + 3]));
  __stcs(&(out[(sizeof(T) / 4 + 2) * i]), a * b);
  __stcs(&(out[(sizeof(T) / 4 + 2) * i + 1]), c * d);
  __stcs(&(out[(sizeof(T) / 4 + 2) * i + 2]), a + d);
  __stcs(&(out[(sizeof(T) / 4 + 2) * i + 3]), b + c);
}
