// Tiled transpose of 32-bit words (e.g. packed RGBA pixels) through dynamic
// shared memory, written with cooperative groups.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Slow: the tile is read back by columns, smem[tx * TILE + ty + j]: the 32 lanes
// of a warp hit addresses TILE words apart, all in one bank.
template <int TILE, int ROWS>
__global__ void transposeSmemStrided(unsigned int *out, const unsigned int *in,
                                     int width, int height)
{
    extern __shared__ unsigned int smem[];
    cg::thread_block block = cg::this_thread_block();
    const int tx = threadIdx.x, ty = threadIdx.y;

    int x = blockIdx.x * TILE + tx;
    int y = blockIdx.y * TILE + ty;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < width && y + j < height)
            smem[(ty + j) * TILE + tx] = in[(size_t)(y + j) * width + x];
    block.sync();

    x = blockIdx.y * TILE + tx;
    y = blockIdx.x * TILE + ty;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < height && y + j < width)
            out[(size_t)(y + j) * height + x] = smem[tx * TILE + ty + j];
}

template __global__ void transposeSmemStrided<32, 8>(unsigned int *, const unsigned int *, int, int);

// Fix: XOR-swizzle the column by the row, smem[r * TILE + (c ^ r)], so that both
// the row writes and the column reads touch 32 different banks, with no padding.
template <int TILE, int ROWS>
__global__ void transposeSmemSwizzled(unsigned int *out, const unsigned int *in,
                                      int width, int height)
{
    extern __shared__ unsigned int smem[];
    cg::thread_block block = cg::this_thread_block();
    const int tx = threadIdx.x, ty = threadIdx.y;

    int x = blockIdx.x * TILE + tx;
    int y = blockIdx.y * TILE + ty;
    for (int j = 0; j < TILE; j += ROWS) {
        int r = ty + j;
        if (x < width && y + j < height)
            smem[r * TILE + (tx ^ r)] = in[(size_t)(y + j) * width + x];
    }
    block.sync();

    x = blockIdx.y * TILE + tx;
    y = blockIdx.x * TILE + ty;
    for (int j = 0; j < TILE; j += ROWS) {
        int c = ty + j;
        if (x < height && y + j < width)
            out[(size_t)(y + j) * height + x] = smem[tx * TILE + (c ^ tx)];
    }
}

template __global__ void transposeSmemSwizzled<32, 8>(unsigned int *, const unsigned int *, int, int);
