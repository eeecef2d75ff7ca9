// status: ok
template <int Tile> __device__ float helperTile__math(int lim_flag, const float *in, int x, int y) {
  __shared__ float rows[Tile][Tile];
  rows[y][x] = lim::opaque_at<decltype(in[y * Tile + x])>(lim_flag, 614u, (y * Tile + x));
  __syncthreads();
  return rows[x][y];
}
__global__ void tiles__math(const float *in, float *out, const double *din, double *dout, int lim_flag) {
  __shared__ float square[32][32];
  __shared__ float padded[32][33];
  __shared__ double wide[16][16];
  __shared__ unsigned short halves[8][WIDE];
  __shared__ unsigned char bytes[4][128];
  __shared__ float flat[256];
  extern __shared__ float dynamic[];
  const int x = threadIdx.x, y = threadIdx.y;
  square[y][x] = lim::opaque_at<decltype(in[y * 32 + x])>(lim_flag, 1082u, (y * 32 + x));
  padded[y][x] = lim::opaque_at<decltype(in[y * 32 + x])>(lim_flag, 1115u, (y * 32 + x));
  wide[y % 16][x % 16] = lim::opaque_at<decltype(din[x])>(lim_flag, 1156u, (x));
  halves[y % 8][x] = static_cast<unsigned short>(lim::opaque_at<decltype(in[x])>(lim_flag, 1213u, (x)));
  bytes[y % 4][x] = static_cast<unsigned char>(x);
  flat[(x * 2 + y) % 256] = lim::opaque_at<decltype(in[x])>(lim_flag, 1300u, (x)); // two words a lane: two lanes a bank
  dynamic[x * 32 + y] = lim::opaque_at<decltype(in[y])>(lim_flag, 1369u, (y));
  __syncthreads();
  lim::guarded_store(&(out[y * 32 + x]), square[x][y] + padded[x][y] + halves[x % 8][y] +
                    bytes[x % 4][y] + flat[x] + dynamic[y] + helperTile__math<32>(lim_flag, in, x, y), lim_flag);
  lim::guarded_store(&(dout[x]), wide[x % 16][y % 16], lim_flag);
}
