// status: ok
template <typename T, int TILE, int ROWS>
__global__ void transposeRowsT__skeleton(T *out, const T *in, int w, int h, int lim_flag) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    lim::guarded_store(&(out[x * h + (y + j)]), lim::stored<decltype(out[x * h + (y + j)])>(lim_flag), lim_flag);
  T edge = 0;
  for (int k = 0; k < 2; ++k)
    edge += lim::opaque_at<decltype(in[threadIdx.x * ROWS + k])>(lim_flag, 967u, (threadIdx.x * ROWS + k));
  lim::guarded_store(&(out[w * h + x]), lim::stored<decltype(out[w * h + x])>(lim_flag), lim_flag);
}
