// Tiles whose accesses meet in one bank and tiles whose accesses do not. productTransposed keeps
// A's tile transposed (stored down a column, 16 words a lane apart) and B's along its rows: the
// no-bank-conflicts what-if pads A's tile only. rowsOnly reads and writes its tiles along their
// rows and sums a one-dimensional array a lane an element apart: it has nothing to lay out.

constexpr int Edge = 16;

__global__ void productTransposed(const float *a, const float *b, float *c, int n) {
  __shared__ float at[Edge][Edge];
  __shared__ float bt[Edge][Edge];
  const int x = threadIdx.x, y = threadIdx.y;
  const int row = blockIdx.y * Edge + y, col = blockIdx.x * Edge + x;
  float acc = 0.0f;
  for (int step = 0; step < n / Edge; ++step) {
    at[x][y] = a[row * n + step * Edge + x];
    bt[y][x] = b[(step * Edge + y) * n + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < Edge; ++k)
      acc += at[k][y] * bt[k][x];
    __syncthreads();
  }
  c[row * n + col] = acc;
}

__global__ void rowsOnly(const float *in, float *out) {
  __shared__ float rows[8][32];
  __shared__ float line[256];
  const int x = threadIdx.x, y = threadIdx.y, t = y * 32 + x;
  rows[y][x] = in[blockIdx.x * 256 + t];
  line[t] = 2.0f * in[blockIdx.x * 256 + t];
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s)
      line[t] += line[t + s];
    __syncthreads();
  }
  out[blockIdx.x * 256 + t] = rows[7 - y][x] + line[0];
}

// A transpose through dynamic shared memory in two layouts. swizzledTiles puts element (r, c)
// of the tile at r * 32 + (c ^ r): a column's 32 words land in 32 banks with no padding, and
// the what-if must leave it so (its own swizzle would undo this one). stridedTiles reads the
// tile down its columns, 32 words a lane: one bank for the whole warp, swizzled by the what-if.
__global__ void swizzledTiles(const float *in, float *out, int width) {
  extern __shared__ float tile[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  for (int j = 0; j < 32; j += 8) {
    const int r = ty + j;
    tile[r * 32 + (tx ^ r)] = in[(blockIdx.y * 32 + r) * width + blockIdx.x * 32 + tx];
  }
  __syncthreads();
  for (int j = 0; j < 32; j += 8) {
    const int c = ty + j;
    out[(blockIdx.x * 32 + c) * width + blockIdx.y * 32 + tx] = tile[tx * 32 + (c ^ tx)];
  }
}

__global__ void stridedTiles(const float *in, float *out, int width) {
  extern __shared__ float tile[];
  const int tx = threadIdx.x, ty = threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    tile[(ty + j) * 32 + tx] = in[(blockIdx.y * 32 + ty + j) * width + blockIdx.x * 32 + tx];
  __syncthreads();
  for (int j = 0; j < 32; j += 8)
    out[(blockIdx.x * 32 + ty + j) * width + blockIdx.y * 32 + tx] = tile[tx * 32 + ty + j];
}
