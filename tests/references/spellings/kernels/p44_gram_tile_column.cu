// Held-out-style probe p44 (2026-12-03): category 2, shared-memory bank conflicts
// (nobankconflict). The textbook tiled Gram matrix G = X X^T (X row-major, n x d): a
// template over the tile width, 32 x 32 threads a block, both operand tiles staged
// row-for-row from X (coalesced loads), then the inner product reads the "A" tile along a
// row (one word, broadcast) and the "B" tile down a column, `tileB[threadIdx.x][kk]`: the
// 32 lanes hit words TILE apart, all in one bank (32-way conflict every k).
// Fix: pad the tiles to TILE + 1 words a row, so a column walk spreads over all 32 banks.
// Expected what-if for gramTileNaive: nobankconflict.

#define ROWMAJ(r, c, ld) ((r) * (ld) + (c))

// n and d multiples of TILE; launched with blockDim = (TILE, TILE), grid (n/TILE, n/TILE).
template <int TILE>
__global__ void gramTileNaive(float *__restrict__ G, const float *__restrict__ X, int n, int d) {
  __shared__ float tileA[TILE][TILE];
  __shared__ float tileB[TILE][TILE];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int i = blockIdx.y * TILE + ty;  // row of G
  const int j = blockIdx.x * TILE + tx;  // column of G
  const int jBase = blockIdx.x * TILE;
  float acc = 0.0f;
  for (int k0 = 0; k0 < d; k0 += TILE) {
    tileA[ty][tx] = X[ROWMAJ(i, k0 + tx, d)];
    tileB[ty][tx] = X[ROWMAJ(jBase + ty, k0 + tx, d)];
    __syncthreads();
#pragma unroll 8
    for (int kk = 0; kk < TILE; ++kk) acc += tileA[ty][kk] * tileB[tx][kk];
    __syncthreads();
  }
  G[ROWMAJ(i, j, n)] = acc;
}

template <int TILE>
__global__ void gramTilePadded(float *__restrict__ G, const float *__restrict__ X, int n, int d) {
  __shared__ float tileA[TILE][TILE + 1];
  __shared__ float tileB[TILE][TILE + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int i = blockIdx.y * TILE + ty;
  const int j = blockIdx.x * TILE + tx;
  const int jBase = blockIdx.x * TILE;
  float acc = 0.0f;
  for (int k0 = 0; k0 < d; k0 += TILE) {
    tileA[ty][tx] = X[ROWMAJ(i, k0 + tx, d)];
    tileB[ty][tx] = X[ROWMAJ(jBase + ty, k0 + tx, d)];
    __syncthreads();
#pragma unroll 8
    for (int kk = 0; kk < TILE; ++kk) acc += tileA[ty][kk] * tileB[tx][kk];
    __syncthreads();
  }
  G[ROWMAJ(i, j, n)] = acc;
}

template __global__ void gramTileNaive<32>(float *__restrict__, const float *__restrict__, int, int);
template __global__ void gramTilePadded<32>(float *__restrict__, const float *__restrict__, int, int);
