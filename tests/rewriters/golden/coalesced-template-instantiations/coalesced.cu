// status: ok
template <typename T, int TILE, int ROWS>
__global__ void transposeRowsT__coalesced(T *out, const T *in, int w, int h) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  const auto lim_shift_867 = lim::coalesced_runs((x * h) + (y), (0), (0) + (((TILE)) - (0) - 1) / (ROWS) * (ROWS) + 1); for (int j = 0; j < TILE; j += ROWS)
    out[(x * h + (y + j)) + lim_shift_867.at((j))] = in[(y + j) * w + x];
  T edge = 0;
  for (int k = 0; k < 2; ++k)
    edge += in[lim::coalesced(in, threadIdx.x * ROWS + k)];
  out[w * h + x] = edge;
}
