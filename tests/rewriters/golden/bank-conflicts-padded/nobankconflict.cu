// status: ok
template <int Tile> __device__ float helperTile__nobankconflict(const float *in, int x, int y) {
  __shared__ float rows[Tile][(Tile) + 1];
  rows[y][x] = in[y * Tile + x];
  __syncthreads();
  return rows[x][y];
}
__global__ void tiles__nobankconflict(const float *in, float *out, const double *din, double *dout) {
  __shared__ float square[32][(32) + 1];
  __shared__ float padded[32][33];
  __shared__ double wide[16][(16) + 1];
  __shared__ unsigned short halves[8][(WIDE) + 2];
  __shared__ unsigned char bytes[4][(128) + 4];
  __shared__ float flat[(256) + ((256) - 1) / 32 * 1];
  extern __shared__ float dynamic[];
  const int x = threadIdx.x, y = threadIdx.y;
  square[y][x] = in[y * 32 + x];
  padded[y][x] = in[y * 32 + x];
  wide[y % 16][x % 16] = din[x];
  halves[y % 8][x] = static_cast<unsigned short>(in[x]);
  bytes[y % 4][x] = static_cast<unsigned char>(x);
  flat[lim::bank_skewed<32, 1>((x * 2 + y) % 256)] = in[x]; // two words a lane: two lanes a bank
  dynamic[lim::bank_swizzled_dynamic<32, 1, 4>(x * 32 + y)] = in[y];
  __syncthreads();
  out[y * 32 + x] = square[x][y] + padded[x][y] + halves[x % 8][y] +
                    bytes[x % 4][y] + flat[lim::bank_skewed<32, 1>(x)] + dynamic[lim::bank_swizzled_dynamic<32, 1, 4>(y)] + helperTile__nobankconflict<32>(in, x, y);
  dout[x] = wide[x % 16][y % 16];
}
