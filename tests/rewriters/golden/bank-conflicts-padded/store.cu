// status: ok
template <int Tile> __device__ float helperTile__store(int lim_flag, const float *in, int x, int y) {
  __shared__ float rows[Tile][Tile];
  rows[y][x] = lim::stored<decltype(rows[y][x])>(lim_flag);
  __syncthreads();
  return rows[x][y];
}
__global__ void tiles__store(const float *in, float *out, const double *din, double *dout, int lim_flag) {
  __shared__ float square[32][32];
  __shared__ float padded[32][33];
  __shared__ double wide[16][16];
  __shared__ unsigned short halves[8][WIDE];
  __shared__ unsigned char bytes[4][128];
  __shared__ float flat[256];
  extern __shared__ float dynamic[];
  const int x = threadIdx.x, y = threadIdx.y;
  square[y][x] = lim::stored<decltype(square[y][x])>(lim_flag);
  padded[y][x] = lim::stored<decltype(padded[y][x])>(lim_flag);
  wide[y % 16][x % 16] = lim::stored<decltype(wide[y % 16][x % 16])>(lim_flag);
  halves[y % 8][x] = lim::stored<decltype(halves[y % 8][x])>(lim_flag);
  bytes[y % 4][x] = lim::stored<decltype(bytes[y % 4][x])>(lim_flag);
  flat[(x * 2 + y) % 256] = lim::stored<decltype(flat[(x * 2 + y) % 256])>(lim_flag); // two words a lane: two lanes a bank
  dynamic[x * 32 + y] = lim::stored<decltype(dynamic[x * 32 + y])>(lim_flag);
  __syncthreads();
  out[y * 32 + x] = lim::stored<decltype(out[y * 32 + x])>(lim_flag)
;
  dout[x] = lim::stored<decltype(dout[x])>(lim_flag);
}
