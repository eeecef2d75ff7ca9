// p159: per-row sums of a row-major matrix, staged through a shared tile that a small view
// class wraps (a template over its leading dimension, as a tile library writes it).
// Each block of 32 x 8 threads loads a 32 x 32 tile (coalesced), then lane tx sums row tx of
// the tile: t(tx, k) for k = 0..31, lanes 32 words apart -> every lane in bank k: 32-way.
// SLOW (rowSumTileView):   SmemTile<32> over float[32 * 32].
// FIX  (rowSumTileViewPadded): SmemTile<33> over float[32 * 33] (one word of padding a row).
// Expected what-if: nobankconflict.

template <int LD>
struct SmemTile {
  float *p;
  __device__ float &operator()(int r, int c) const { return p[r * LD + c]; }
};

struct RowsIn {
  const float *base;
  long ld;
  __device__ const float &at(long r, long c) const { return base[r * ld + c]; }
};

__global__ void rowSumTileView(RowsIn A, float *__restrict__ sums, int nrows) {
  __shared__ float raw[32 * 32];
  SmemTile<32> t{raw};
  const long row0 = static_cast<long>(blockIdx.x) * 32;
  for (int r = threadIdx.y; r < 32; r += 8)
    t(r, threadIdx.x) = A.at(row0 + r, threadIdx.x + 32L * blockIdx.y);
  __syncthreads();
  if (threadIdx.y == 0) {
    float acc = 0.0f;
#pragma unroll 8
    for (int k = 0; k < 32; ++k) acc += t(threadIdx.x, k);
    atomicAdd(&sums[row0 + threadIdx.x], acc);
  }
}

__global__ void rowSumTileViewPadded(RowsIn A, float *__restrict__ sums, int nrows) {
  __shared__ float raw[32 * 33];
  SmemTile<33> t{raw};
  const long row0 = static_cast<long>(blockIdx.x) * 32;
  for (int r = threadIdx.y; r < 32; r += 8)
    t(r, threadIdx.x) = A.at(row0 + r, threadIdx.x + 32L * blockIdx.y);
  __syncthreads();
  if (threadIdx.y == 0) {
    float acc = 0.0f;
#pragma unroll 8
    for (int k = 0; k < 32; ++k) acc += t(threadIdx.x, k);
    atomicAdd(&sums[row0 + threadIdx.x], acc);
  }
}
