// status: ok
template <int Tile> __device__ float helperTile__skeleton(int lim_flag, const float *in, int x, int y) {
  __shared__ float rows[Tile][Tile];
  lim::guarded_store(&(rows[y][x]), lim::stored<decltype(rows[y][x])>(lim_flag), lim_flag);
  __syncthreads();
  return rows[x][y];
}
__global__ void tiles__skeleton(const float *in, float *out, const double *din, double *dout, int lim_flag) {
  __shared__ float square[32][32];
  __shared__ float padded[32][33];
  __shared__ double wide[16][16];
  __shared__ unsigned short halves[8][WIDE];
  __shared__ unsigned char bytes[4][128];
  __shared__ float flat[256];
  extern __shared__ float dynamic[];
  const int x = threadIdx.x, y = threadIdx.y;
  lim::guarded_store(&(square[y][x]), lim::stored<decltype(square[y][x])>(lim_flag), lim_flag);
  lim::guarded_store(&(padded[y][x]), lim::stored<decltype(padded[y][x])>(lim_flag), lim_flag);
  lim::guarded_store(&(wide[y % 16][x % 16]), lim::stored<decltype(wide[y % 16][x % 16])>(lim_flag), lim_flag);
  lim::guarded_store(&(halves[y % 8][x]), lim::stored<decltype(halves[y % 8][x])>(lim_flag), lim_flag);
  lim::guarded_store(&(bytes[y % 4][x]), lim::stored<decltype(bytes[y % 4][x])>(lim_flag), lim_flag);
  lim::guarded_store(&(flat[(x * 2 + y) % 256]), lim::stored<decltype(flat[(x * 2 + y) % 256])>(lim_flag), lim_flag); // two words a lane: two lanes a bank
  lim::guarded_store(&(dynamic[x * 32 + y]), lim::stored<decltype(dynamic[x * 32 + y])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[y * 32 + x]), lim::stored<decltype(out[y * 32 + x])>(lim_flag), lim_flag)
;
  lim::guarded_store(&(dout[x]), lim::stored<decltype(dout[x])>(lim_flag), lim_flag);
}
