// status: ok
template <typename T, int TILE, int ROWS>
__global__ void transposeRowsT__wider(T *out, const T *in, int w, int h) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    out[x * h + (y + j)] = in[(y + j) * w + x];
  T edge = 0;
  do { const lim::wide_of<decltype(in[0]), float, float2, double, double2> lim_wide_967 = *reinterpret_cast<const lim::wide_of<decltype(in[0]), float, float2, double, double2> *>(&(in)[(threadIdx.x * ROWS)]); for (int k = 0; k < 2; ++k)
    edge += lim::part(lim_wide_967, k); } while (0);
  out[w * h + x] = edge;
}
