// Row-wise LayerNorm over the last dimension: y = (x - mean) / sqrt(var + eps) * gamma + beta.
// One block per row; blockDim.x == cols (a power of two, <= 1024).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Block-wide sum through a shared scratch array, synchronising the block at every level.
__device__ float blockSumTree(const cg::thread_block& blk, float* scratch, float v)
{
    const unsigned t = blk.thread_rank();
    scratch[t] = v;
    blk.sync();
    for (unsigned s = blk.size() / 2; s > 0; s >>= 1) {
        if (t < s) scratch[t] += scratch[t + s];
        blk.sync();
    }
    const float total = scratch[0];
    blk.sync();                       // scratch is reused by the next call
    return total;
}

__global__ void layerNormRowsTree(const float* __restrict__ x, const float* __restrict__ gamma,
                                  const float* __restrict__ beta, float* __restrict__ y,
                                  int cols, float eps)
{
    extern __shared__ unsigned char smem[];
    float* scratch = reinterpret_cast<float*>(smem);
    cg::thread_block blk = cg::this_thread_block();

    const size_t rowOff = (size_t)blockIdx.x * cols;
    const int c = threadIdx.x;
    const float v = x[rowOff + c];

    const float mean = blockSumTree(blk, scratch, v) / cols;
    const float d = v - mean;
    const float var = blockSumTree(blk, scratch, d * d) / cols;
    y[rowOff + c] = d * rsqrtf(var + eps) * gamma[c] + beta[c];
}

// Block-wide sum: shuffle within each warp, one barrier to publish the warp totals,
// then every warp re-reduces the (<= 32) totals with shuffles.
__device__ __forceinline__ float warpSum(float v)
{
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
    return v;
}

__device__ float blockSumShfl(float* warpTotals, float v)
{
    const int lane = threadIdx.x & 31;
    const int warp = threadIdx.x >> 5;
    const int nWarps = blockDim.x >> 5;
    v = warpSum(v);
    if (lane == 0) warpTotals[warp] = v;
    __syncthreads();
    float t = lane < nWarps ? warpTotals[lane] : 0.0f;
    return warpSum(t);
}

__global__ void layerNormRowsShfl(const float* __restrict__ x, const float* __restrict__ gamma,
                                  const float* __restrict__ beta, float* __restrict__ y,
                                  int cols, float eps)
{
    __shared__ float totals[2][32];   // separate slots for the two reductions

    const size_t rowOff = (size_t)blockIdx.x * cols;
    const int c = threadIdx.x;
    const float v = x[rowOff + c];

    const float mean = blockSumShfl(totals[0], v) / cols;
    const float d = v - mean;
    const float var = blockSumShfl(totals[1], d * d) / cols;
    y[rowOff + c] = d * rsqrtf(var + eps) * gamma[c] + beta[c];
}
