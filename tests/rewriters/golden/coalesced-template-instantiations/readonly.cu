// status: ok
template <typename T, int TILE, int ROWS>
__global__ void transposeRowsT__readonly(T *out, const T *in, int w, int h) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    out[x * h + (y + j)] = __ldg(&(in[(y + j) * w + x]));
  T edge = 0;
  for (int k = 0; k < 2; ++k)
    edge += __ldg(&(in[threadIdx.x * ROWS + k]));
  out[w * h + x] = edge;
}
