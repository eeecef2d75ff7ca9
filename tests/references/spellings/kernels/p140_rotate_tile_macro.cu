// p140: rotate an image 90 degrees clockwise through a shared tile held in dynamic shared
// memory, addressed through a 2-D index macro over the extern array.
// out has width rows and height columns: out[r][c] = in[height - 1 - c][r].
// SLOW: rotate90Smem       -- SMEM(r, c) = smem[r * TILE + c]; the copy-out reads a column
//                             of the tile (32-way bank conflicts).
// FIX:  rotate90SmemPadded -- SMEM(r, c) = smem[r * (TILE + 1) + c], launched with 32 x 33 floats.
// Expected what-if: nobankconflict.
#define TILE 32
#define ROWS 8
#define SMEM(r, c) smem[(r) * TILE + (c)]
#define SMEMP(r, c) smem[(r) * (TILE + 1) + (c)]

__global__ void rotate90Smem(float *out, const float *in, int width, int height)
{
    extern __shared__ float smem[];
    int x0 = blockIdx.x * TILE;
    int y0 = blockIdx.y * TILE;

    for (int j = 0; j < TILE; j += ROWS)
        SMEM(threadIdx.y + j, threadIdx.x) = in[(y0 + threadIdx.y + j) * width + x0 + threadIdx.x];
    __syncthreads();

    // out row = x0 + tile column, out column = height - 1 - (y0 + tile row)
    int outCol0 = height - y0 - TILE;
    for (int j = 0; j < TILE; j += ROWS)
        out[(x0 + threadIdx.y + j) * height + outCol0 + threadIdx.x] =
            SMEM(TILE - 1 - threadIdx.x, threadIdx.y + j);
}

__global__ void rotate90SmemPadded(float *out, const float *in, int width, int height)
{
    extern __shared__ float smem[];
    int x0 = blockIdx.x * TILE;
    int y0 = blockIdx.y * TILE;

    for (int j = 0; j < TILE; j += ROWS)
        SMEMP(threadIdx.y + j, threadIdx.x) = in[(y0 + threadIdx.y + j) * width + x0 + threadIdx.x];
    __syncthreads();

    int outCol0 = height - y0 - TILE;
    for (int j = 0; j < TILE; j += ROWS)
        out[(x0 + threadIdx.y + j) * height + outCol0 + threadIdx.x] =
            SMEMP(TILE - 1 - threadIdx.x, threadIdx.y + j);
}
