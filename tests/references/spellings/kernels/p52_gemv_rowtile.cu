// y = A x for a row-major M x N matrix, one thread per row. Each warp stages a
// 32 x 32 block of A through shared memory so that the global loads coalesce,
// then every thread walks its own row of the tile.
#define WARP 32
#define WARPS_PER_BLOCK 4

// Slow: tile[lane][k] - the 32 lanes read one column of the tile, all in one bank.
__global__ void gemvRowTile(const float *A, const float *x, float *y, int M, int N)
{
    __shared__ float tile[WARPS_PER_BLOCK][WARP][WARP];
    const int lane = threadIdx.x % WARP;
    const int warp = threadIdx.x / WARP;
    const int rowBase = (blockIdx.x * WARPS_PER_BLOCK + warp) * WARP;
    float acc = 0.0f;

    for (int col0 = 0; col0 < N; col0 += WARP) {
        for (int r = 0; r < WARP; ++r)
            tile[warp][r][lane] = A[(size_t)(rowBase + r) * N + col0 + lane];
        __syncwarp();
        for (int k = 0; k < WARP; ++k)
            acc += tile[warp][lane][k] * x[col0 + k];
        __syncwarp();
    }
    if (rowBase + lane < M)
        y[rowBase + lane] = acc;
}

// Fix: pad each row of the tile by one float, so column k of row `lane` sits in
// bank (lane + k) % 32.
__global__ void gemvRowTilePadded(const float *A, const float *x, float *y, int M, int N)
{
    __shared__ float tile[WARPS_PER_BLOCK][WARP][WARP + 1];
    const int lane = threadIdx.x % WARP;
    const int warp = threadIdx.x / WARP;
    const int rowBase = (blockIdx.x * WARPS_PER_BLOCK + warp) * WARP;
    float acc = 0.0f;

    for (int col0 = 0; col0 < N; col0 += WARP) {
        for (int r = 0; r < WARP; ++r)
            tile[warp][r][lane] = A[(size_t)(rowBase + r) * N + col0 + lane];
        __syncwarp();
        for (int k = 0; k < WARP; ++k)
            acc += tile[warp][lane][k] * x[col0 + k];
        __syncwarp();
    }
    if (rowBase + lane < M)
        y[rowBase + lane] = acc;
}
