// status: ok
template <int Tile> __device__ float helperTile__mem(const float *in, int x, int y) {
  __shared__ float rows[Tile][Tile];
  rows[y][x] = in[y * Tile + x];
  __syncthreads();
  return lim::keep_shared(&rows), rows[x][y];
 lim::keep_shared(&rows); }
__global__ void tiles__mem(const float *in, float *out, const double *din, double *dout) {
  __shared__ float square[32][32];
  __shared__ float padded[32][33];
  __shared__ double wide[16][16];
  __shared__ unsigned short halves[8][WIDE];
  __shared__ unsigned char bytes[4][128];
  __shared__ float flat[256];
  extern __shared__ float dynamic[];
  const int x = threadIdx.x, y = threadIdx.y;
  square[y][x] = in[y * 32 + x];
  padded[y][x] = in[y * 32 + x];
  wide[y % 16][x % 16] = din[x];
  halves[y % 8][x] = lim::fold<decltype(halves[y % 8][x])>(in[x]);
  (void)0;
  flat[(x * 2 + y) % 256] = in[x]; // two words a lane: two lanes a bank
  dynamic[x * 32 + y] = in[y];
  __syncthreads();
  out[y * 32 + x] = lim::fold<decltype(out[y * 32 + x])>(
helperTile__mem<32>(in, x, y));
  dout[x] = wide[x % 16][y % 16];
 lim::keep_shared(&square, &padded, &wide, &halves, &bytes, &flat, &dynamic); }
