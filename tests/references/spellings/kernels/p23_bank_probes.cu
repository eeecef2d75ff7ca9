// Category 2: bank-conflicted vs padded shared tiles.
#include <cuda_runtime.h>

// (a) row sums of 32 x 32 tiles: the tile is loaded coalesced, then thread t sums row t,
// so a warp reads down a column of the tile (32-way conflicts).
__global__ void rowSumTile(const float *__restrict__ m, float *__restrict__ sums, int n) {
  __shared__ float tile[32][32];
  const int tx = threadIdx.x, ty = threadIdx.y;           // 32 x 8
  const int row0 = blockIdx.x * 32;
  for (int k = ty; k < 32; k += 8)
    tile[k][tx] = m[(row0 + k) * n + blockIdx.y * 32 + tx];
  __syncthreads();
  if (ty == 0) {
    float s = 0.f;
    for (int c = 0; c < 32; ++c)
      s += tile[tx][c];
    atomicAdd(&sums[row0 + tx], s);
  }
}

__global__ void rowSumTilePadded(const float *__restrict__ m, float *__restrict__ sums, int n) {
  __shared__ float tile[32][33];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row0 = blockIdx.x * 32;
  for (int k = ty; k < 32; k += 8)
    tile[k][tx] = m[(row0 + k) * n + blockIdx.y * 32 + tx];
  __syncthreads();
  if (ty == 0) {
    float s = 0.f;
    for (int c = 0; c < 32; ++c)
      s += tile[tx][c];
    atomicAdd(&sums[row0 + tx], s);
  }
}

// (b) matrix-vector y = A x with A staged through a flattened 1D tile: thread t reads
// As[t * 32 + k] (stride 32 words: every lane in one bank). 1D block of 256.
#define TW 32
__global__ void gemvTile1D(const float *A, const float *x, float *y, int n) {
  __shared__ float As[256 * TW];
  __shared__ float xs[TW];
  const int t = threadIdx.x;
  const int row = blockIdx.x * 256 + t;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TW) {
    for (int e = t; e < 256 * TW; e += 256)
      As[e] = A[(size_t)(blockIdx.x * 256 + e / TW) * n + k0 + e % TW];
    if (t < TW) xs[t] = x[k0 + t];
    __syncthreads();
    for (int k = 0; k < TW; ++k)
      acc += As[t * TW + k] * xs[k];
    __syncthreads();
  }
  y[row] = acc;
}

__global__ void gemvTile1DPadded(const float *A, const float *x, float *y, int n) {
  __shared__ float As[256 * (TW + 1)];
  __shared__ float xs[TW];
  const int t = threadIdx.x;
  const int row = blockIdx.x * 256 + t;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TW) {
    for (int e = t; e < 256 * TW; e += 256)
      As[(e / TW) * (TW + 1) + e % TW] = A[(size_t)(blockIdx.x * 256 + e / TW) * n + k0 + e % TW];
    if (t < TW) xs[t] = x[k0 + t];
    __syncthreads();
    for (int k = 0; k < TW; ++k)
      acc += As[t * (TW + 1) + k] * xs[k];
    __syncthreads();
  }
  y[row] = acc;
}

// (c) a 64-wide double tile read down its columns (a transpose-and-scale of 64 x 64 blocks).
__global__ void scaleT64(double *out, const double *in, double a, int n) {
  __shared__ double t64[64][64];
  const int tx = threadIdx.x, ty = threadIdx.y;  // 64 x 4
  for (int j = ty; j < 64; j += 4)
    t64[j][tx] = in[(size_t)(blockIdx.y * 64 + j) * n + blockIdx.x * 64 + tx];
  __syncthreads();
  for (int j = ty; j < 64; j += 4)
    out[(size_t)(blockIdx.x * 64 + j) * n + blockIdx.y * 64 + tx] = a * t64[tx][j];
}

__global__ void scaleT64Padded(double *out, const double *in, double a, int n) {
  __shared__ double t64[64][65];
  const int tx = threadIdx.x, ty = threadIdx.y;
  for (int j = ty; j < 64; j += 4)
    t64[j][tx] = in[(size_t)(blockIdx.y * 64 + j) * n + blockIdx.x * 64 + tx];
  __syncthreads();
  for (int j = ty; j < 64; j += 4)
    out[(size_t)(blockIdx.x * 64 + j) * n + blockIdx.y * 64 + tx] = a * t64[tx][j];
}

// (d) per-thread private histogram in shared memory: cnt[tid][bin], 16 bins a row
// (lanes 2 apart share a bank: 16-way conflicts), then the block merges columns.
#define NBINS 16
__global__ void privHist(const unsigned char *__restrict__ data, unsigned *__restrict__ hist,
                         int n) {
  __shared__ unsigned cnt[256][NBINS];
  const int t = threadIdx.x;
  for (int b = 0; b < NBINS; ++b) cnt[t][b] = 0;
  for (int i = blockIdx.x * 256 + t; i < n; i += gridDim.x * 256)
    cnt[t][data[i] & (NBINS - 1)]++;
  __syncthreads();
  if (t < NBINS) {
    unsigned s = 0;
    for (int r = 0; r < 256; ++r) s += cnt[r][t];
    atomicAdd(&hist[t], s);
  }
}

__global__ void privHistPadded(const unsigned char *__restrict__ data, unsigned *__restrict__ hist,
                               int n) {
  __shared__ unsigned cnt[256][NBINS + 1];
  const int t = threadIdx.x;
  for (int b = 0; b < NBINS; ++b) cnt[t][b] = 0;
  for (int i = blockIdx.x * 256 + t; i < n; i += gridDim.x * 256)
    cnt[t][data[i] & (NBINS - 1)]++;
  __syncthreads();
  if (t < NBINS) {
    unsigned s = 0;
    for (int r = 0; r < 256; ++r) s += cnt[r][t];
    atomicAdd(&hist[t], s);
  }
}
