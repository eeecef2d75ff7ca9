// p119: matrix transpose, CUDA-SDK style with BLOCK_DIM x BLOCK_DIM blocks and bounds checks,
// plus a flat grid-stride spelling.
// SLOW: transpose_naive: index_out = yIndex + height * xIndex, so the warp's stores are
//       `height` floats apart (uncoalesced writes).
//       transposeFlat: 1-D grid-stride loop, row/col from idx / cols and idx % cols, same
//       strided store out[c * rows + r].
// FIX:  transpose_tiled: block[BLOCK_DIM][BLOCK_DIM+1] shared tile, read row, write row.
//       Expected what-if: coalesced.
#define BLOCK_DIM 16

__global__ void transpose_naive(float *odata, const float *idata,
                                unsigned int width, unsigned int height)
{
    unsigned int xIndex = blockDim.x * blockIdx.x + threadIdx.x;
    unsigned int yIndex = blockDim.y * blockIdx.y + threadIdx.y;

    if (xIndex < width && yIndex < height) {
        unsigned int index_in  = xIndex + width * yIndex;
        unsigned int index_out = yIndex + height * xIndex;
        odata[index_out] = idata[index_in];
    }
}

__global__ void transposeFlat(const float * __restrict__ in, float * __restrict__ out,
                              unsigned int rows, unsigned int cols)
{
    unsigned int n = rows * cols;
    unsigned int idx = blockIdx.x * blockDim.x + threadIdx.x;
    while (idx < n) {
        unsigned int r = idx / cols;
        unsigned int c = idx % cols;
        out[c * rows + r] = in[idx];
        idx += blockDim.x * gridDim.x;
    }
}

__global__ void transpose_tiled(float *odata, const float *idata,
                                unsigned int width, unsigned int height)
{
    __shared__ float block[BLOCK_DIM][BLOCK_DIM + 1];

    unsigned int xIndex = blockIdx.x * BLOCK_DIM + threadIdx.x;
    unsigned int yIndex = blockIdx.y * BLOCK_DIM + threadIdx.y;
    if ((xIndex < width) && (yIndex < height)) {
        unsigned int index_in = yIndex * width + xIndex;
        block[threadIdx.y][threadIdx.x] = idata[index_in];
    }

    __syncthreads();

    xIndex = blockIdx.y * BLOCK_DIM + threadIdx.x;
    yIndex = blockIdx.x * BLOCK_DIM + threadIdx.y;
    if ((xIndex < height) && (yIndex < width)) {
        unsigned int index_out = yIndex * height + xIndex;
        odata[index_out] = block[threadIdx.x][threadIdx.y];
    }
}
