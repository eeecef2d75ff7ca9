// Held-out-style shared-memory bank conflicts (2026-12): unpadded vs padded/offset layouts.
#include <cuda_runtime.h>

// (a) tiled matmul C = A * B (n x n, 16 x 16 tiles) that keeps A's tile transposed so that
// the inner product reads As[k][ty]: the store As[tx][ty] walks down a column (16 words
// apart). Fix: As[16][17].
#define TS 16
__global__ void matmulAsT(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TS][TS];
  __shared__ float Bs[TS][TS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TS + ty;
  const int col = blockIdx.x * TS + tx;
  float sum = 0.0f;
  for (int t = 0; t < n / TS; ++t) {
    As[tx][ty] = A[row * n + t * TS + tx];
    Bs[ty][tx] = B[(t * TS + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TS; ++k)
      sum += As[k][ty] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = sum;
}

__global__ void matmulAsTPadded(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TS][TS + 1];
  __shared__ float Bs[TS][TS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TS + ty;
  const int col = blockIdx.x * TS + tx;
  float sum = 0.0f;
  for (int t = 0; t < n / TS; ++t) {
    As[tx][ty] = A[row * n + t * TS + tx];
    Bs[ty][tx] = B[(t * TS + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TS; ++k)
      sum += As[k][ty] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = sum;
}

// (b) column sums of a row-major matrix through a tile kept column-major (tile[c][r]):
// the 32 x 8 block stores down the tile's columns, then thread t sums tile[t][0..31].
// Fix: tile[32][33].
__global__ void colSumTileT(const float *__restrict__ m, float *__restrict__ colsum, int ncols) {
  __shared__ float tile[32][32];
  const int c0 = blockIdx.x * 32, r0 = blockIdx.y * 32;
  for (int r = threadIdx.y; r < 32; r += blockDim.y)
    tile[threadIdx.x][r] = m[(size_t)(r0 + r) * ncols + c0 + threadIdx.x];
  __syncthreads();
  if (threadIdx.y == 0) {
    float s = 0.0f;
#pragma unroll 8
    for (int r = 0; r < 32; ++r) s += tile[threadIdx.x][r];
    atomicAdd(&colsum[c0 + threadIdx.x], s);
  }
}

__global__ void colSumTileTPadded(const float *__restrict__ m, float *__restrict__ colsum,
                                  int ncols) {
  __shared__ float tile[32][33];
  const int c0 = blockIdx.x * 32, r0 = blockIdx.y * 32;
  for (int r = threadIdx.y; r < 32; r += blockDim.y)
    tile[threadIdx.x][r] = m[(size_t)(r0 + r) * ncols + c0 + threadIdx.x];
  __syncthreads();
  if (threadIdx.y == 0) {
    float s = 0.0f;
#pragma unroll 8
    for (int r = 0; r < 32; ++r) s += tile[threadIdx.x][r];
    atomicAdd(&colsum[c0 + threadIdx.x], s);
  }
}

// (c) a 64-bit (long long) transpose through an unpadded 32 x 32 tile. Fix: [32][33].
__global__ void transposeI64Tile(long long *out, const long long *in, int n) {
  __shared__ long long tl[32][32];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) tl[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) out[(size_t)(y + j) * n + x] = tl[threadIdx.x][threadIdx.y + j];
}

__global__ void transposeI64TilePadded(long long *out, const long long *in, int n) {
  __shared__ long long tl[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) tl[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) out[(size_t)(y + j) * n + x] = tl[threadIdx.x][threadIdx.y + j];
}

// (d) each thread scans its own eight consecutive elements of a block's 1024 staged in a
// 1D shared buffer (s[8 * t + k]: lanes 8 words apart, 8-way conflicts), then the block's
// values go back out coalesced. Fix: GPU Gems' conflict-free offset, s[i + (i >> 5)].
#define PER 8
#define NT 128
__global__ void scan4Strided(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float s[NT * PER];
  const int t = threadIdx.x;
  const int base = blockIdx.x * NT * PER;
  for (int k = 0; k < PER; ++k) s[k * NT + t] = in[base + k * NT + t];
  __syncthreads();
  float run = 0.0f;
  for (int k = 0; k < PER; ++k) {
    run += s[PER * t + k];
    s[PER * t + k] = run;
  }
  __syncthreads();
  for (int k = 0; k < PER; ++k) out[base + k * NT + t] = s[k * NT + t];
}

#define CF(i) ((i) + ((i) >> 5))
__global__ void scan4Padded(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float s[NT * PER + NT * PER / 32];
  const int t = threadIdx.x;
  const int base = blockIdx.x * NT * PER;
  for (int k = 0; k < PER; ++k) s[CF(k * NT + t)] = in[base + k * NT + t];
  __syncthreads();
  float run = 0.0f;
  for (int k = 0; k < PER; ++k) {
    run += s[CF(PER * t + k)];
    s[CF(PER * t + k)] = run;
  }
  __syncthreads();
  for (int k = 0; k < PER; ++k) out[base + k * NT + t] = s[CF(k * NT + t)];
}
