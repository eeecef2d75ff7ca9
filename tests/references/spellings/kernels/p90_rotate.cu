// Computer-vision pipeline step: rotate a grayscale float image by 90 degrees
// clockwise before feeding it to the detector (camera is mounted sideways).
// in is height x width (row-major), out is width x height (row-major).
// out(row = x, col = height - 1 - y) = in(row = y, col = x)

#define ROT_TILE 32
#define ROT_ROWS 8

// First version: one thread per pixel, read and write directly.
// launch: block (32, 8), grid (width / 32, height / 8)
__global__ void camRotate90Direct(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        out[x * height + (height - 1 - y)] = in[y * width + x];
    }
}

// Second version: stage a 32x32 tile in shared memory so that both the read
// and the write walk along rows. The +1 column keeps the column reads of the
// tile free of bank conflicts.
// launch: block (32, 8), grid (width / 32, height / 32)
__global__ void camRotate90Tiled(const float *in, float *out, int width, int height)
{
    __shared__ float tile[ROT_TILE][ROT_TILE + 1];

    int x0 = blockIdx.x * ROT_TILE;
    int y0 = blockIdx.y * ROT_TILE;

    for (int r = threadIdx.y; r < ROT_TILE; r += ROT_ROWS) {
        int x = x0 + threadIdx.x;
        int y = y0 + r;
        if (x < width && y < height)
            tile[r][threadIdx.x] = in[y * width + x];
    }
    __syncthreads();

    // output row = x0 + r, output columns = height - 1 - (y0 + threadIdx.x)
    for (int r = threadIdx.y; r < ROT_TILE; r += ROT_ROWS) {
        int ox = x0 + r;                     // output row (source column)
        int sy = y0 + ROT_TILE - 1 - threadIdx.x;  // source row
        if (ox < width && sy < height)
            out[ox * height + (height - 1 - sy)] = tile[ROT_TILE - 1 - threadIdx.x][r];
    }
}
