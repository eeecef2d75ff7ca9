// Transpose of a split-complex (separate re/im planes) matrix through one extern shared buffer
// carved into two tiles.
#define TILE_DIM 32
#define BLOCK_ROWS 8

// Slow: tiles TILE_DIM floats wide; the column read of phase 2 hits one bank 32 times.
__global__ void transposeSplitComplex(const float* __restrict__ re_in, const float* __restrict__ im_in,
                                      float* __restrict__ re_out, float* __restrict__ im_out,
                                      int width, int height)
{
    extern __shared__ float smem[];
    float* tRe = smem;
    float* tIm = smem + TILE_DIM * TILE_DIM;

    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < width && y + j < height) {
            const size_t g = static_cast<size_t>(y + j) * width + x;
            tRe[(threadIdx.y + j) * TILE_DIM + threadIdx.x] = re_in[g];
            tIm[(threadIdx.y + j) * TILE_DIM + threadIdx.x] = im_in[g];
        }
    }
    __syncthreads();
    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < height && y + j < width) {
            const size_t g = static_cast<size_t>(y + j) * height + x;
            re_out[g] = tRe[threadIdx.x * TILE_DIM + threadIdx.y + j];
            im_out[g] = tIm[threadIdx.x * TILE_DIM + threadIdx.y + j];
        }
    }
}

#define TILE_PITCH (TILE_DIM + 1)
// Fix: rows padded to TILE_DIM + 1 floats.
__global__ void transposeSplitComplexPadded(const float* __restrict__ re_in, const float* __restrict__ im_in,
                                            float* __restrict__ re_out, float* __restrict__ im_out,
                                            int width, int height)
{
    extern __shared__ float smem[];
    float* tRe = smem;
    float* tIm = smem + TILE_DIM * TILE_PITCH;

    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < width && y + j < height) {
            const size_t g = static_cast<size_t>(y + j) * width + x;
            tRe[(threadIdx.y + j) * TILE_PITCH + threadIdx.x] = re_in[g];
            tIm[(threadIdx.y + j) * TILE_PITCH + threadIdx.x] = im_in[g];
        }
    }
    __syncthreads();
    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < height && y + j < width) {
            const size_t g = static_cast<size_t>(y + j) * height + x;
            re_out[g] = tRe[threadIdx.x * TILE_PITCH + threadIdx.y + j];
            im_out[g] = tIm[threadIdx.x * TILE_PITCH + threadIdx.y + j];
        }
    }
}
