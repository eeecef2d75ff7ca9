// Shared-memory tiled SGEMM, C = A * B, square n x n row-major, n a multiple of 32.
// The B tile is kept "transposed" in shared memory so that each thread's inner
// product walks a row of both tiles.
#include <cstddef>

constexpr int TILE = 32;
#define ELEM(m, r, c, ld) (m)[(size_t)(r) * (size_t)(ld) + (size_t)(c)]

__global__ void sgemmTransposedTile(const float* __restrict__ A, const float* __restrict__ B,
                                    float* __restrict__ C, int n)
{
    __shared__ float As[TILE][TILE];
    __shared__ float BsT[TILE][TILE];     // BsT[col][k] = B[k][col]

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * TILE + ty;
    const int col = blockIdx.x * TILE + tx;
    float acc = 0.0f;

    for (int t = 0; t < n / TILE; ++t) {
        As[ty][tx]  = ELEM(A, row, t * TILE + tx, n);
        BsT[tx][ty] = ELEM(B, t * TILE + ty, col, n);
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * BsT[tx][k];
        __syncthreads();
    }
    ELEM(C, row, col, n) = acc;
}

// Same, with the transposed tile padded by one column.
__global__ void sgemmTransposedTilePadded(const float* __restrict__ A, const float* __restrict__ B,
                                          float* __restrict__ C, int n)
{
    __shared__ float As[TILE][TILE];
    __shared__ float BsT[TILE][TILE + 1];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * TILE + ty;
    const int col = blockIdx.x * TILE + tx;
    float acc = 0.0f;

    for (int t = 0; t < n / TILE; ++t) {
        As[ty][tx]  = ELEM(A, row, t * TILE + tx, n);
        BsT[tx][ty] = ELEM(B, t * TILE + ty, col, n);
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * BsT[tx][k];
        __syncthreads();
    }
    ELEM(C, row, col, n) = acc;
}
