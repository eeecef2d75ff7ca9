// status: ok
template <class T> __global__ void mix__wider(const T *__restrict__ in, T *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const lim::wide_of<decltype(in[0]), float, float2, double, double2> lim_wide_575 = *reinterpret_cast<const lim::wide_of<decltype(in[0]), float, float2, double, double2> *>(&(in)[(4 * i)]); const lim::wide_of<decltype(in[0]), float, float2, double, double2> lim_wide_609 = *reinterpret_cast<const lim::wide_of<decltype(in[0]), float, float2, double, double2> *>(&(in)[(4 * i) + 2]); const T a = lim::part(lim_wide_575, 0), b = lim::part(lim_wide_575, 1), c = lim::part(lim_wide_609, 0), d = lim::part(lim_wide_609, 1);
  out[(sizeof(T) / 4 + 2) * i] = a * b;
  out[(sizeof(T) / 4 + 2) * i + 1] = c * d;
  out[(sizeof(T) / 4 + 2) * i + 2] = a + d;
  out[(sizeof(T) / 4 + 2) * i + 3] = b + c;
}
