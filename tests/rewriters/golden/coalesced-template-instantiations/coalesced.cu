// status: ok
template <typename T, int TILE, int ROWS>
__global__ void transposeRowsT__coalesced(T *out, const T *in, int w, int h) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  const auto lim_shift_726 = lim::coalesced_shift_linear(((y + static_cast<int>(0)) * w) + (x), 1); for (int j = 0; j < TILE; j += ROWS)
    out[lim::coalesced(out, x * h + (y + j))] = in[((y + j) * w + x) + lim_shift_726];
}
