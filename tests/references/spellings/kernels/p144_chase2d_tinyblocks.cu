// p144: a latency-bound 2-D kernel: each pixel follows a chain of `steps` dependent loads
// through a successor table. The course code launches it with 4 x 4 blocks (dim3(BW, BH)),
// 16 threads a block: half of every warp idle and at most 32 blocks (512 threads) a
// multiprocessor.
// SLOW: chainWalk2D     launched with 4 x 4 blocks.
// FIX:  chainWalk2DWide the same body launched with 32 x 8 blocks.
// Expected what-if: blocksize (occupancy).
#define BW 4
#define BH 4

__global__ void chainWalk2D(const int *next, float *out, int width, int height, int steps)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height)
        return;

    int p = y * width + x;
    float acc = 0.0f;
    for (int s = 0; s < steps; s++) {
        p = next[p];
        acc += (float)(p & 255);
    }
    out[y * width + x] = acc;
}

__global__ void chainWalk2DWide(const int *next, float *out, int width, int height, int steps)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height)
        return;

    int p = y * width + x;
    float acc = 0.0f;
    for (int s = 0; s < steps; s++) {
        p = next[p];
        acc += (float)(p & 255);
    }
    out[y * width + x] = acc;
}
