// p111: out-of-place transpose of a pitched (cudaMallocPitch) double-precision image.
// SLOW (transposePitchedConflict): the shared tile is double[32][32]; the write-out phase reads
//   tile[threadIdx.x][...] down a column: a row is 64 four-byte words, so every lane of a warp
//   hits the same bank pair -> 16/32-way shared-memory bank conflicts.
// FIX (transposePitchedPadded): pad the tile to double[32][33] so column reads spread over banks.
//   Expected what-if: nobankconflict.
#include <cuda_runtime.h>
#include <cstddef>

#define TILE_DIM   32
#define BLOCK_ROWS 8
#define CROW(base, pitch, r) ((const double*)((const char*)(base) + (size_t)(r) * (pitch)))
#define ROW(base, pitch, r)  ((double*)((char*)(base) + (size_t)(r) * (pitch)))

__global__ void transposePitchedConflict(const double* __restrict__ in, size_t inPitch,
                                         double* __restrict__ out, size_t outPitch,
                                         int width, int height)
{
    __shared__ double tile[TILE_DIM][TILE_DIM];

    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < width && y + j < height)
            tile[threadIdx.y + j][threadIdx.x] = CROW(in, inPitch, y + j)[x];
    __syncthreads();

    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < height && y + j < width)
            ROW(out, outPitch, y + j)[x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void transposePitchedPadded(const double* __restrict__ in, size_t inPitch,
                                       double* __restrict__ out, size_t outPitch,
                                       int width, int height)
{
    __shared__ double tile[TILE_DIM][TILE_DIM + 1];

    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < width && y + j < height)
            tile[threadIdx.y + j][threadIdx.x] = CROW(in, inPitch, y + j)[x];
    __syncthreads();

    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < height && y + j < width)
            ROW(out, outPitch, y + j)[x] = tile[threadIdx.x][threadIdx.y + j];
}
