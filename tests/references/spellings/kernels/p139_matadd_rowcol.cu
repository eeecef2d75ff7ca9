// p139: element-wise matrix sum C = alpha*A + B, the classic student bug: the row comes
// from threadIdx.x, so a warp walks down a column (stride N) of each row-major matrix.
// SLOW: matAddRowInX -- row = blockIdx.x*blockDim.x+threadIdx.x, ELEM() macro indexing.
// FIX:  matAddColInX -- the same kernel with row/col taken from y/x.
// Expected what-if: coalesced.
#define BLOCK_X 32
#define BLOCK_Y 8
#define ELEM(M, r, c, ld) M[(r) * (ld) + (c)]

__global__ void matAddRowInX(float *C, const float *A, const float *B, float alpha, int N)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    int col = blockIdx.y * blockDim.y + threadIdx.y;

    if (row < N && col < N)
        ELEM(C, row, col, N) = alpha * ELEM(A, row, col, N) + ELEM(B, row, col, N);
}

__global__ void matAddColInX(float *C, const float *A, const float *B, float alpha, int N)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;

    if (row < N && col < N)
        ELEM(C, row, col, N) = alpha * ELEM(A, row, col, N) + ELEM(B, row, col, N);
}
