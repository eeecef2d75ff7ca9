// Batched out-of-place transpose of complex (interleaved re/im) matrices,
// as done between the two 1D FFT passes of a 2D FFT.
// in:  batch x rows x cols   (row-major, cuComplex-like float2)
// out: batch x cols x rows
#include <cuda_runtime.h>

#define CT_TILE 32
#define CT_ROWS 8   // threads in y; each thread moves CT_TILE / CT_ROWS elements

// Straightforward version: each thread reads along a row and writes down a column.
__global__ void cplxBatchTransposeNaive(const float2* __restrict__ in,
                                        float2* __restrict__ out,
                                        int rows, int cols)
{
    const size_t plane = (size_t)rows * cols;
    const float2* src = in + blockIdx.z * plane;
    float2* dst = out + blockIdx.z * plane;

    int c = blockIdx.x * CT_TILE + threadIdx.x;
    int r0 = blockIdx.y * CT_TILE + threadIdx.y;

    #pragma unroll
    for (int dr = 0; dr < CT_TILE; dr += CT_ROWS) {
        int r = r0 + dr;
        if (c < cols && r < rows)
            dst[(size_t)c * rows + r] = src[(size_t)r * cols + c];
    }
}

// Staged through shared memory so both the reads and the writes walk along rows.
__global__ void cplxBatchTransposeTiled(const float2* __restrict__ in,
                                        float2* __restrict__ out,
                                        int rows, int cols)
{
    __shared__ float2 stage[CT_TILE][CT_TILE + 1];

    const size_t plane = (size_t)rows * cols;
    const float2* src = in + blockIdx.z * plane;
    float2* dst = out + blockIdx.z * plane;

    int c = blockIdx.x * CT_TILE + threadIdx.x;
    int r = blockIdx.y * CT_TILE + threadIdx.y;

    #pragma unroll
    for (int dr = 0; dr < CT_TILE; dr += CT_ROWS) {
        if (c < cols && r + dr < rows)
            stage[threadIdx.y + dr][threadIdx.x] = src[(size_t)(r + dr) * cols + c];
    }
    __syncthreads();

    // swap block coordinates for the write
    int oc = blockIdx.y * CT_TILE + threadIdx.x;   // column in out == row in in
    int orow = blockIdx.x * CT_TILE + threadIdx.y; // row in out == column in in

    #pragma unroll
    for (int dr = 0; dr < CT_TILE; dr += CT_ROWS) {
        if (oc < rows && orow + dr < cols)
            dst[(size_t)(orow + dr) * rows + oc] = stage[threadIdx.x][threadIdx.y + dr];
    }
}
