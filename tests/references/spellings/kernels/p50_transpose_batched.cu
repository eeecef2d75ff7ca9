// Batched out-of-place transpose of a stack of square double matrices
// (one matrix per blockIdx.z), in the style of the CUDA Samples / Parallel
// Forall "efficient matrix transpose" post, extended to batches.
#define TILE_DIM 32
#define BLOCK_ROWS 8

// Slow: each thread copies TILE_DIM/BLOCK_ROWS elements straight from
// in[b][y][x] to out[b][x][y]; reads coalesce, writes stride by `rows`.
__global__ void batchedTransposeNaive(double *odata, const double *idata,
                                      int rows, int cols)
{
    const size_t matrix = (size_t)rows * cols;
    const double *src = idata + blockIdx.z * matrix;
    double *dst = odata + blockIdx.z * matrix;

    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;

    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < cols && (y + j) < rows)
            dst[(size_t)x * rows + (y + j)] = src[(size_t)(y + j) * cols + x];
    }
}

// Fix: stage a TILE_DIM x TILE_DIM tile in shared memory (padded by one column)
// so that both the read of `in` and the write of `out` run along rows.
__global__ void batchedTransposeTiled(double *odata, const double *idata,
                                      int rows, int cols)
{
    __shared__ double tile[TILE_DIM][TILE_DIM + 1];

    const size_t matrix = (size_t)rows * cols;
    const double *src = idata + blockIdx.z * matrix;
    double *dst = odata + blockIdx.z * matrix;

    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;

    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < cols && (y + j) < rows)
            tile[threadIdx.y + j][threadIdx.x] = src[(size_t)(y + j) * cols + x];
    }

    __syncthreads();

    x = blockIdx.y * TILE_DIM + threadIdx.x;   // transposed block offset
    y = blockIdx.x * TILE_DIM + threadIdx.y;

    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < rows && (y + j) < cols)
            dst[(size_t)(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
    }
}
