// Row-wise softmax of a [rows x cols] fp32 matrix (attention scores), one
// block per row.
// Slow: both block reductions (max, then sum of exp) are shared-memory trees
//       with a block-wide barrier (cooperative_groups block.sync()) at every level.
// Fix:  each warp reduces in registers with shuffles; only the 8 warp results
//       cross shared memory, one block barrier per reduction.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <math_constants.h>

namespace cg = cooperative_groups;

#define SOFTMAX_THREADS 256

__global__ void softmaxRowTree(const float* __restrict__ in, float* __restrict__ out,
                               int rows, int cols)
{
    cg::thread_block block = cg::this_thread_block();
    __shared__ float red[SOFTMAX_THREADS];

    const int row = blockIdx.x;
    if (row >= rows) return;
    const int tid = threadIdx.x;
    const float* x = in + (size_t)row * cols;
    float* y = out + (size_t)row * cols;

    float m = -CUDART_INF_F;
    for (int c = tid; c < cols; c += blockDim.x) m = fmaxf(m, x[c]);
    red[tid] = m;
    block.sync();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) red[tid] = fmaxf(red[tid], red[tid + s]);
        block.sync();
    }
    const float rowMax = red[0];
    block.sync();

    float sum = 0.0f;
    for (int c = tid; c < cols; c += blockDim.x) sum += expf(x[c] - rowMax);
    red[tid] = sum;
    block.sync();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) red[tid] += red[tid + s];
        block.sync();
    }
    const float inv = 1.0f / red[0];

    for (int c = tid; c < cols; c += blockDim.x) y[c] = expf(x[c] - rowMax) * inv;
}

__global__ void softmaxRowShuffle(const float* __restrict__ in, float* __restrict__ out,
                                  int rows, int cols)
{
    cg::thread_block block = cg::this_thread_block();
    __shared__ float warpMax[SOFTMAX_THREADS / 32];
    __shared__ float warpSum[SOFTMAX_THREADS / 32];

    const int row = blockIdx.x;
    if (row >= rows) return;
    const int tid = threadIdx.x;
    const int lane = tid & 31;
    const int warp = tid >> 5;
    const int nWarps = blockDim.x >> 5;
    const float* x = in + (size_t)row * cols;
    float* y = out + (size_t)row * cols;

    auto warpReduceMax = [](float v) {
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
        return v;
    };
    auto warpReduceSum = [](float v) {
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
        return v;
    };

    float m = -CUDART_INF_F;
    for (int c = tid; c < cols; c += blockDim.x) m = fmaxf(m, x[c]);
    m = warpReduceMax(m);
    if (lane == 0) warpMax[warp] = m;
    block.sync();
    float rowMax = warpMax[0];
    for (int w = 1; w < nWarps; ++w) rowMax = fmaxf(rowMax, warpMax[w]);

    float sum = 0.0f;
    for (int c = tid; c < cols; c += blockDim.x) sum += expf(x[c] - rowMax);
    sum = warpReduceSum(sum);
    if (lane == 0) warpSum[warp] = sum;
    block.sync();
    float total = 0.0f;
    for (int w = 0; w < nWarps; ++w) total += warpSum[w];
    const float inv = 1.0f / total;

    for (int c = tid; c < cols; c += blockDim.x) y[c] = expf(x[c] - rowMax) * inv;
}
