// Block sums of squares (a first pass of a double-precision norm), written
// with cooperative groups; batched: blockIdx.y picks the vector.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define BLOCK 512

__device__ __forceinline__ double square(double v) { return v * v; }

// Slow: the strided index 2*s*tid keeps the active threads contiguous (no
// divergence) but makes neighbouring lanes hit shared addresses 2*s doubles
// apart - bank conflicts that double at every level.
__global__ void sumSquaresStrided(const double *x, double *partial, int len)
{
    cg::thread_block cta = cg::this_thread_block();
    __shared__ double sdata[BLOCK];
    const double *v = x + (size_t)blockIdx.y * len;

    int tid = cta.thread_rank();
    int i = blockIdx.x * (BLOCK * 2) + tid;
    double mySum = 0.0;
    if (i < len) mySum = square(v[i]);
    if (i + BLOCK < len) mySum += square(v[i + BLOCK]);
    sdata[tid] = mySum;
    cta.sync();

    for (int s = 1; s < BLOCK; s <<= 1) {
        int index = 2 * s * tid;
        if (index < BLOCK)
            sdata[index] += sdata[index + s];
        cta.sync();
    }
    if (tid == 0) partial[blockIdx.y * gridDim.x + blockIdx.x] = sdata[0];
}

// Fix: sequential addressing, sdata[tid] += sdata[tid + s] for tid < s.
__global__ void sumSquaresSequential(const double *x, double *partial, int len)
{
    cg::thread_block cta = cg::this_thread_block();
    __shared__ double sdata[BLOCK];
    const double *v = x + (size_t)blockIdx.y * len;

    int tid = cta.thread_rank();
    int i = blockIdx.x * (BLOCK * 2) + tid;
    double mySum = 0.0;
    if (i < len) mySum = square(v[i]);
    if (i + BLOCK < len) mySum += square(v[i + BLOCK]);
    sdata[tid] = mySum;
    cta.sync();

    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        cta.sync();
    }
    if (tid == 0) partial[blockIdx.y * gridDim.x + blockIdx.x] = sdata[0];
}
