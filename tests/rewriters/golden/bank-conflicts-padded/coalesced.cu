// status: ok
template <int Tile> __device__ float helperTile__coalesced(const float *in, int x, int y) {
  __shared__ float rows[Tile][Tile];
  rows[y][x] = in[lim::coalesced(in, y * Tile + x)];
  __syncthreads();
  return rows[x][y];
}
__global__ void tiles__coalesced(const float *in, float *out, const double *din, double *dout) {
  __shared__ float square[32][32];
  __shared__ float padded[32][33];
  __shared__ double wide[16][16];
  __shared__ unsigned short halves[8][WIDE];
  __shared__ unsigned char bytes[4][128];
  __shared__ float flat[256];
  extern __shared__ float dynamic[];
  const int x = threadIdx.x, y = threadIdx.y;
  const auto lim_run_1_1082 = lim::coalesced_runs_linear((y * 32) + (x), 1, 0, 1); square[y][x] = in[(y * 32 + x) + lim_run_1_1082.at(0)];
  padded[y][x] = in[(y * 32 + x) + lim_run_1_1082.at(0)];
  wide[y % 16][x % 16] = din[lim::coalesced_index_linear(x, 1)];
  const auto lim_run_1_1213 = lim::coalesced_runs_linear((x), 1, 0, 1); halves[y % 8][x] = static_cast<unsigned short>(in[(x) + lim_run_1_1213.at(0)]);
  bytes[y % 4][x] = static_cast<unsigned char>(x);
  flat[y * 8 + x % 8] = in[(x) + lim_run_1_1213.at(0)];
  dynamic[x * 32 + y] = in[lim::coalesced_index_linear(y, 0)];
  __syncthreads();
  out[lim::coalesced_index_linear(y * 32 + x, 1)] = square[x][y] + padded[x][y] + halves[x % 8][y] +
                    bytes[x % 4][y] + flat[x] + dynamic[y] + helperTile__coalesced<32>(in, x, y);
  dout[lim::coalesced_index_linear(x, 1)] = wide[x % 16][y % 16];
}
