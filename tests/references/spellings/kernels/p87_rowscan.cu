// Row-wise inclusive prefix sum (cumsum along the last axis) for rows of exactly
// 1024 floats, one block of 1024 threads per row.
#include <cuda_runtime.h>

#define RS_ROW 1024

// Hillis-Steele in shared memory, two barriers per step.
__global__ void rowCumsumStepSync(const float* __restrict__ x,
                                  float* __restrict__ y,
                                  int numRows)
{
    __shared__ float buf[RS_ROW];
    const int t = threadIdx.x;
    const int row = blockIdx.x;
    if (row >= numRows) return;
    const size_t base = (size_t)row * RS_ROW;

    buf[t] = x[base + t];
    __syncthreads();

    for (int offset = 1; offset < RS_ROW; offset <<= 1) {
        float add = 0.0f;
        if (t >= offset) add = buf[t - offset];
        __syncthreads();
        buf[t] += add;
        __syncthreads();
    }

    y[base + t] = buf[t];
}

// Warp-level scan with shuffles; the block only meets twice, to combine warp totals.
__global__ void rowCumsumWarpShfl(const float* __restrict__ x,
                                  float* __restrict__ y,
                                  int numRows)
{
    __shared__ float warpTotals[RS_ROW / 32];
    const int t = threadIdx.x;
    const int lane = t & 31;
    const int warp = t >> 5;
    const int row = blockIdx.x;
    if (row >= numRows) return;
    const size_t base = (size_t)row * RS_ROW;

    float v = x[base + t];
    #pragma unroll
    for (int offset = 1; offset < 32; offset <<= 1) {
        float up = __shfl_up_sync(0xffffffffu, v, offset);
        if (lane >= offset) v += up;
    }
    if (lane == 31) warpTotals[warp] = v;
    __syncthreads();

    if (warp == 0) {
        float w = warpTotals[lane];
        #pragma unroll
        for (int offset = 1; offset < 32; offset <<= 1) {
            float up = __shfl_up_sync(0xffffffffu, w, offset);
            if (lane >= offset) w += up;
        }
        warpTotals[lane] = w;
    }
    __syncthreads();

    if (warp > 0) v += warpTotals[warp - 1];
    y[base + t] = v;
}
