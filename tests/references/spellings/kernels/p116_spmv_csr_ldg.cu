// p116: CSR sparse matrix-vector product y = A*x in double, "vector" kernel: one warp a row,
//   lanes stride over the row's nonzeros, warp-shuffle sum.
// SLOW (spmvCsrVector): plain pointers (no const, no __restrict__) as ported from host code:
//   the compiler must assume y may alias val/colIdx/x, so the random gather x[colIdx[j]] and the
//   streams of val/colIdx go through ordinary LD.E, not the read-only/non-coherent path.
// FIX (spmvCsrVectorRO): `const T* __restrict__` on every input (and __ldg on the gather),
//   letting the loads use the read-only data cache.  Expected what-if: readonly.
#include <cuda_runtime.h>

#define WARP 32

__global__ void spmvCsrVector(int nRows, int* rowPtr, int* colIdx, double* val, double* x, double* y)
{
    int gtid = blockIdx.x * blockDim.x + threadIdx.x;
    int row  = gtid / WARP;
    int lane = threadIdx.x & (WARP - 1);
    if (row >= nRows) return;

    int start = rowPtr[row], end = rowPtr[row + 1];
    double sum = 0.0;
    for (int j = start + lane; j < end; j += WARP)
        sum += val[j] * x[colIdx[j]];
    for (int off = WARP / 2; off > 0; off >>= 1)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    if (lane == 0) y[row] = sum;
}

__global__ void spmvCsrVectorRO(int nRows, const int* __restrict__ rowPtr, const int* __restrict__ colIdx,
                                const double* __restrict__ val, const double* __restrict__ x,
                                double* __restrict__ y)
{
    int gtid = blockIdx.x * blockDim.x + threadIdx.x;
    int row  = gtid / WARP;
    int lane = threadIdx.x & (WARP - 1);
    if (row >= nRows) return;

    int start = __ldg(rowPtr + row), end = __ldg(rowPtr + row + 1);
    double sum = 0.0;
    for (int j = start + lane; j < end; j += WARP)
        sum += __ldg(val + j) * __ldg(x + __ldg(colIdx + j));
    for (int off = WARP / 2; off > 0; off >>= 1)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    if (lane == 0) y[row] = sum;
}
