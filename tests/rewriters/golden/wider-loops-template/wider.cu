// status: ok
template <class T, int K>
__global__ void pairs__wider(const T *__restrict__ in, T *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  T s = 0;
  do { const lim::wide_of<decltype(in[0]), float, float2, double, double2> lim_wide_469 = *reinterpret_cast<const lim::wide_of<decltype(in[0]), float, float2, double, double2> *>(&(in)[(2 * i)]); for (int j = 0; j < 2; j++)
    s += lim::part(lim_wide_469, j); } while (0);
  for (int j = 0; j < 2; j++)
    s += in[8 * i + j + K];
  out[i] = s;
}
