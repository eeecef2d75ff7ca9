// p118: matrix transpose, naive vs tiled (NVIDIA blog style, TILE_DIM x BLOCK_ROWS blocks).
// SLOW: transposeNaive reads rows (coalesced) but writes columns: odata[x*height + y+j],
//       consecutive lanes store `height` floats apart -> 32 sectors per warp store.
// FIX:  transposeCoalesced stages a 32x33 tile in shared memory so both the global read and
//       the global write are row-wise (coalesced). Expected what-if: coalesced.
#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transposeNaive(float *odata, const float *idata,
                               unsigned int width, unsigned int height)
{
    unsigned int x = blockIdx.x * TILE_DIM + threadIdx.x;
    unsigned int y = blockIdx.y * TILE_DIM + threadIdx.y;

    for (unsigned int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        odata[x * height + (y + j)] = idata[(y + j) * width + x];
}

__global__ void transposeCoalesced(float *odata, const float *idata,
                                   unsigned int width, unsigned int height)
{
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];

    unsigned int x = blockIdx.x * TILE_DIM + threadIdx.x;
    unsigned int y = blockIdx.y * TILE_DIM + threadIdx.y;

    for (unsigned int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];

    __syncthreads();

    x = blockIdx.y * TILE_DIM + threadIdx.x;   // swapped block offsets
    y = blockIdx.x * TILE_DIM + threadIdx.y;

    for (unsigned int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
