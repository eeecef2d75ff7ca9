// The no-bank-conflicts what-if: the rows of shared tiles that hold an even number of bank words
// grow by one word (a float tile, a double tile, a tile of 2-byte values by two elements, a
// byte tile by four, a size written by a macro, by a template parameter, and a tile in a
// helper); a tile whose rows are odd already stays. A one-dimensional array is skewed (grown
// by a word a row of 32 banks), a dynamic one skewed inside the launch's shared memory.
#define WIDE 64

template <int Tile> __device__ float helperTile(const float *in, int x, int y) {
  __shared__ float rows[Tile][Tile];
  rows[y][x] = in[y * Tile + x];
  __syncthreads();
  return rows[x][y];
}

__global__ void tiles(const float *in, float *out, const double *din, double *dout) {
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
