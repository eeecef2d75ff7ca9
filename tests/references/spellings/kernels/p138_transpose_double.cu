// p138: matrix transpose of doubles, course style (BLOCK_SIZE 16, IDX macro, unsigned
// indices, early return, host main()).
// SLOW: transposeNaiveDbl  -- reads a row, writes a column: the store is strided by height.
// FIX:  transposeSharedDbl -- 16 x 17 shared tile, both global accesses along rows.
// Expected what-if: coalesced.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define BLOCK_SIZE 16
#define IDX(row, col, ld) ((row) * (ld) + (col))

__global__ void transposeNaiveDbl(double *odata, const double *idata, int width, int height)
{
    unsigned int xIndex = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    unsigned int yIndex = blockIdx.y * BLOCK_SIZE + threadIdx.y;

    if (xIndex >= width || yIndex >= height)
        return;

    odata[IDX(xIndex, yIndex, height)] = idata[IDX(yIndex, xIndex, width)];
}

__global__ void transposeSharedDbl(double *odata, const double *idata, int width, int height)
{
    __shared__ double block[BLOCK_SIZE][BLOCK_SIZE + 1];

    unsigned int xIndex = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    unsigned int yIndex = blockIdx.y * BLOCK_SIZE + threadIdx.y;
    if ((xIndex < width) && (yIndex < height))
        block[threadIdx.y][threadIdx.x] = idata[IDX(yIndex, xIndex, width)];

    __syncthreads();

    xIndex = blockIdx.y * BLOCK_SIZE + threadIdx.x;
    yIndex = blockIdx.x * BLOCK_SIZE + threadIdx.y;
    if ((xIndex < height) && (yIndex < width))
        odata[IDX(yIndex, xIndex, height)] = block[threadIdx.x][threadIdx.y];
}

int main(int argc, char **argv)
{
    int width = 4096, height = 4096;
    if (argc > 2) { width = atoi(argv[1]); height = atoi(argv[2]); }
    size_t bytes = (size_t)width * height * sizeof(double);
    double *h_in = (double *)malloc(bytes), *h_out = (double *)malloc(bytes);
    for (int i = 0; i < width * height; i++) h_in[i] = (double)i;
    double *d_in, *d_out;
    cudaMalloc((void **)&d_in, bytes);
    cudaMalloc((void **)&d_out, bytes);
    cudaMemcpy(d_in, h_in, bytes, cudaMemcpyHostToDevice);
    dim3 threads(BLOCK_SIZE, BLOCK_SIZE);
    dim3 grid((width + BLOCK_SIZE - 1) / BLOCK_SIZE, (height + BLOCK_SIZE - 1) / BLOCK_SIZE);
    transposeNaiveDbl<<<grid, threads>>>(d_out, d_in, width, height);
    transposeSharedDbl<<<grid, threads>>>(d_out, d_in, width, height);
    cudaMemcpy(h_out, d_out, bytes, cudaMemcpyDeviceToHost);
    int errors = 0;
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
            if (h_out[x * height + y] != h_in[y * width + x]) errors++;
    printf("%s\n", errors ? "FAILED" : "PASSED");
    cudaFree(d_in); cudaFree(d_out); free(h_in); free(h_out);
    return errors != 0;
}
