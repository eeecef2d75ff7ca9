// status: ok
__global__ void tiles__full(const float *in, float *out, const double *din, double *dout) {
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
  halves[y % 8][x] = static_cast<unsigned short>(in[x]);
  bytes[y % 4][x] = static_cast<unsigned char>(x);
  flat[(x * 2 + y) % 256] = in[x]; // two words a lane: two lanes a bank
  dynamic[x * 32 + y] = in[y];
  __syncthreads();
  out[y * 32 + x] = square[x][y] + padded[x][y] + halves[x % 8][y] +
                    bytes[x % 4][y] + flat[x] + dynamic[y] + helperTile<32>(in, x, y);
  dout[x] = wide[x % 16][y % 16];
}
