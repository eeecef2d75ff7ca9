// p120: tiled transpose, shared tile without vs with padding.
// SLOW: transposeNoPad: tile[TILE_DIM][TILE_DIM]; the write-out phase reads
//       tile[threadIdx.x][threadIdx.y + j], a column: all 32 lanes hit the same bank
//       (32-way conflict).
// FIX:  transposePadded: tile[TILE_DIM][TILE_DIM + 1] -- one extra column of padding.
//       Expected what-if: nobankconflict.
#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transposeNoPad(float * __restrict__ odata, const float * __restrict__ idata,
                               unsigned int width, unsigned int height)
{
    __shared__ float tile[TILE_DIM][TILE_DIM];

    unsigned int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
    unsigned int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
    unsigned int index_in = xIndex + yIndex * width;

    for (unsigned int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
        tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];

    __syncthreads();

    xIndex = blockIdx.y * TILE_DIM + threadIdx.x;
    yIndex = blockIdx.x * TILE_DIM + threadIdx.y;
    unsigned int index_out = xIndex + yIndex * height;

    for (unsigned int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
        odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
}

__global__ void transposePadded(float * __restrict__ odata, const float * __restrict__ idata,
                                unsigned int width, unsigned int height)
{
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];

    unsigned int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
    unsigned int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
    unsigned int index_in = xIndex + yIndex * width;

    for (unsigned int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
        tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];

    __syncthreads();

    xIndex = blockIdx.y * TILE_DIM + threadIdx.x;
    yIndex = blockIdx.x * TILE_DIM + threadIdx.y;
    unsigned int index_out = xIndex + yIndex * height;

    for (unsigned int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
        odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
}

// Extra spelling (same pair): 1-D extern __shared__ tile indexed row-major by hand;
// the read-out tile[threadIdx.x * TILE_DIM + threadIdx.y + i] strides by 32 words -> 32-way
// conflict. Fix would be a pitch of TILE_DIM + 1.
__global__ void transposeNoPadExtern(float * __restrict__ odata, const float * __restrict__ idata,
                                     unsigned int width, unsigned int height)
{
    extern __shared__ float tile[];
    unsigned int x = blockIdx.x * TILE_DIM + threadIdx.x;
    unsigned int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (unsigned int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
        tile[(threadIdx.y + i) * TILE_DIM + threadIdx.x] = idata[(y + i) * width + x];
    __syncthreads();
    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (unsigned int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
        odata[(y + i) * height + x] = tile[threadIdx.x * TILE_DIM + threadIdx.y + i];
}
