// The matrix transpose study of seed 003, step by step. A 32x32 tile is handled by a block of
// 32x8 threads, each thread moving four elements, so every kernel does the same work and the
// copy kernel is the bandwidth each transpose should approach.

#include <cuda_runtime.h>

namespace transpose {

constexpr int Tile = 32;
constexpr int Rows = 8;

/// Reference: a tiled copy with the same indexing; reads and writes are coalesced.
__global__ void copyTiled(float *out, const float *in, int width, int height) {
  const int x = blockIdx.x * Tile + threadIdx.x;
  const int y = blockIdx.y * Tile + threadIdx.y;
  for (int r = 0; r < Tile; r += Rows)
    out[(y + r) * width + x] = in[(y + r) * width + x];
}

/// Reads rows, writes columns: the writes of a warp fall in 32 different segments.
__global__ void transposeNaive(float *out, const float *in, int width, int height) {
  const int x = blockIdx.x * Tile + threadIdx.x;
  const int y = blockIdx.y * Tile + threadIdx.y;
  for (int r = 0; r < Tile; r += Rows)
    out[x * height + (y + r)] = in[(y + r) * width + x];
}

/// Stages the tile in shared memory so that both the reads and the writes are coalesced; the
/// column reads from the tile hit one shared-memory bank 32 times.
__global__ void transposeCoalesced(float *out, const float *in, int width, int height) {
  __shared__ float tile[Tile][Tile];
  int x = blockIdx.x * Tile + threadIdx.x;
  int y = blockIdx.y * Tile + threadIdx.y;
  for (int r = 0; r < Tile; r += Rows)
    tile[threadIdx.y + r][threadIdx.x] = in[(y + r) * width + x];
  __syncthreads();
  x = blockIdx.y * Tile + threadIdx.x;
  y = blockIdx.x * Tile + threadIdx.y;
  for (int r = 0; r < Tile; r += Rows)
    out[(y + r) * height + x] = tile[threadIdx.x][threadIdx.y + r];
}

/// As transposeCoalesced with one padding column, so that a tile column spans all banks.
__global__ void transposeNoBankConflicts(float *out, const float *in, int width, int height) {
  __shared__ float tile[Tile][Tile + 1];
  int x = blockIdx.x * Tile + threadIdx.x;
  int y = blockIdx.y * Tile + threadIdx.y;
  for (int r = 0; r < Tile; r += Rows)
    tile[threadIdx.y + r][threadIdx.x] = in[(y + r) * width + x];
  __syncthreads();
  x = blockIdx.y * Tile + threadIdx.x;
  y = blockIdx.x * Tile + threadIdx.y;
  for (int r = 0; r < Tile; r += Rows)
    out[(y + r) * height + x] = tile[threadIdx.x][threadIdx.y + r];
}

/// Visits the tiles along diagonals, so that blocks running together touch different memory
/// partitions ("partition camping" in seed 003). Square matrices.
__global__ void transposeDiagonal(float *out, const float *in, int width, int height) {
  __shared__ float tile[Tile][Tile + 1];
  const int blockX = (blockIdx.x + blockIdx.y) % gridDim.x;
  const int blockY = blockIdx.x;
  int x = blockX * Tile + threadIdx.x;
  int y = blockY * Tile + threadIdx.y;
  for (int r = 0; r < Tile; r += Rows)
    tile[threadIdx.y + r][threadIdx.x] = in[(y + r) * width + x];
  __syncthreads();
  x = blockY * Tile + threadIdx.x;
  y = blockX * Tile + threadIdx.y;
  for (int r = 0; r < Tile; r += Rows)
    out[(y + r) * height + x] = tile[threadIdx.x][threadIdx.y + r];
}

} // namespace transpose
