// p147: 5 x 5 box blur through a shared halo tile, 16 x 16 blocks. The course code sizes the
// tile for the largest block it "might" use: __shared__ float tile[MAX_DIM][MAX_DIM] with
// MAX_DIM 110 (48400 bytes), of which a block uses 20 x 20. Four blocks (1024 threads) fit a
// multiprocessor where eight would.
// SLOW: boxBlurMaxTile  -- tile[MAX_DIM][MAX_DIM].
// FIX:  boxBlurFitTile  -- tile[BLOCK_SIZE + 2 * RADIUS][BLOCK_SIZE + 2 * RADIUS].
// Expected what-if: sharedoccupancy.
#define BLOCK_SIZE 16
#define RADIUS 2
#define MAX_DIM 110
#define TILE_DIM (BLOCK_SIZE + 2 * RADIUS)

__global__ void boxBlurMaxTile(const float *in, float *out, int width, int height)
{
    __shared__ float tile[MAX_DIM][MAX_DIM];

    int bx = blockIdx.x * BLOCK_SIZE;
    int by = blockIdx.y * BLOCK_SIZE;

    for (int dy = threadIdx.y; dy < TILE_DIM; dy += BLOCK_SIZE) {
        for (int dx = threadIdx.x; dx < TILE_DIM; dx += BLOCK_SIZE) {
            int gx = min(max(bx + dx - RADIUS, 0), width - 1);
            int gy = min(max(by + dy - RADIUS, 0), height - 1);
            tile[dy][dx] = in[gy * width + gx];
        }
    }
    __syncthreads();

    int x = bx + threadIdx.x;
    int y = by + threadIdx.y;
    if (x >= width || y >= height) return;

    float sum = 0.0f;
#pragma unroll
    for (int j = -RADIUS; j <= RADIUS; j++)
#pragma unroll
        for (int i = -RADIUS; i <= RADIUS; i++)
            sum += tile[threadIdx.y + RADIUS + j][threadIdx.x + RADIUS + i];
    out[y * width + x] = sum * (1.0f / ((2 * RADIUS + 1) * (2 * RADIUS + 1)));
}

__global__ void boxBlurFitTile(const float *in, float *out, int width, int height)
{
    __shared__ float tile[TILE_DIM][TILE_DIM];

    int bx = blockIdx.x * BLOCK_SIZE;
    int by = blockIdx.y * BLOCK_SIZE;

    for (int dy = threadIdx.y; dy < TILE_DIM; dy += BLOCK_SIZE) {
        for (int dx = threadIdx.x; dx < TILE_DIM; dx += BLOCK_SIZE) {
            int gx = min(max(bx + dx - RADIUS, 0), width - 1);
            int gy = min(max(by + dy - RADIUS, 0), height - 1);
            tile[dy][dx] = in[gy * width + gx];
        }
    }
    __syncthreads();

    int x = bx + threadIdx.x;
    int y = by + threadIdx.y;
    if (x >= width || y >= height) return;

    float sum = 0.0f;
#pragma unroll
    for (int j = -RADIUS; j <= RADIUS; j++)
#pragma unroll
        for (int i = -RADIUS; i <= RADIUS; i++)
            sum += tile[threadIdx.y + RADIUS + j][threadIdx.x + RADIUS + i];
    out[y * width + x] = sum * (1.0f / ((2 * RADIUS + 1) * (2 * RADIUS + 1)));
}
