// Segmented inclusive scan: every warp owns one row of 32*tiles floats and scans it
// 32 elements at a time, carrying the running total from tile to tile.
// Slow: Hillis-Steele through shared memory, synchronized with cooperative groups'
// block.sync() although each step only reads values written by lanes of the same warp.
// Fix: the warp's own tile (tiled_partition<32>) and shfl_up, no block barriers.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define SCAN_BLOCK 256
#define WARP_SIZE 32

__global__ void warpRowScanBlockSync(const float* __restrict__ in, float* __restrict__ out,
                                     int tiles)
{
    cg::thread_block block = cg::this_thread_block();
    __shared__ float buf[SCAN_BLOCK];

    const int tid  = block.thread_rank();
    const int lane = tid & (WARP_SIZE - 1);
    const int warp = tid / WARP_SIZE;
    const size_t rowLen = (size_t)tiles * WARP_SIZE;
    const size_t row = (size_t)blockIdx.x * (SCAN_BLOCK / WARP_SIZE) + warp;
    const float* src = in + row * rowLen;
    float* dst = out + row * rowLen;

    float carry = 0.0f;
    for (int t = 0; t < tiles; ++t) {
        buf[tid] = src[t * WARP_SIZE + lane];
        block.sync();
#pragma unroll
        for (int offset = 1; offset < WARP_SIZE; offset <<= 1) {
            float left = (lane >= offset) ? buf[tid - offset] : 0.0f;
            block.sync();
            buf[tid] += left;
            block.sync();
        }
        float v = buf[tid] + carry;
        dst[t * WARP_SIZE + lane] = v;
        carry += buf[(tid | (WARP_SIZE - 1))];
        block.sync();
    }
}

__global__ void warpRowScanShfl(const float* __restrict__ in, float* __restrict__ out, int tiles)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<WARP_SIZE> tile32 = cg::tiled_partition<WARP_SIZE>(block);

    const int lane = tile32.thread_rank();
    const int warp = tile32.meta_group_rank();
    const size_t rowLen = (size_t)tiles * WARP_SIZE;
    const size_t row = (size_t)blockIdx.x * (SCAN_BLOCK / WARP_SIZE) + warp;
    const float* src = in + row * rowLen;
    float* dst = out + row * rowLen;

    float carry = 0.0f;
    for (int t = 0; t < tiles; ++t) {
        float v = src[t * WARP_SIZE + lane];
#pragma unroll
        for (int offset = 1; offset < WARP_SIZE; offset <<= 1) {
            float left = tile32.shfl_up(v, offset);
            if (lane >= offset) v += left;
        }
        dst[t * WARP_SIZE + lane] = v + carry;
        carry += tile32.shfl(v, WARP_SIZE - 1);
    }
}
