// p141: block sums of doubles (Harris reduce0 -> reduce1 step), static shared array sized by
// a macro, a 2-D grid of blocks for large n (blockId = blockIdx.y * gridDim.x + blockIdx.x),
// a `#pragma unroll` loop over the compile-time block size.
// SLOW: dsumInterleaved -- `if (tid % (2 * s) == 0)`: a few lanes of every warp work.
// FIX:  dsumStridedIdx  -- `index = 2 * s * tid; if (index < BLOCK_SIZE)`: whole warps work.
// Expected what-if: nodivergence.
#define BLOCK_SIZE 256

__global__ void dsumInterleaved(const double *g_idata, double *g_odata, unsigned int n)
{
    __shared__ double sdata[BLOCK_SIZE];

    unsigned int tid = threadIdx.x;
    unsigned int blockId = blockIdx.y * gridDim.x + blockIdx.x;
    unsigned int i = blockId * BLOCK_SIZE + tid;

    sdata[tid] = (i < n) ? g_idata[i] : 0.0;
    __syncthreads();

#pragma unroll
    for (unsigned int s = 1; s < BLOCK_SIZE; s <<= 1) {
        if (tid % (2 * s) == 0) {
            sdata[tid] += sdata[tid + s];
        }
        __syncthreads();
    }

    if (tid == 0)
        g_odata[blockId] = sdata[0];
}

__global__ void dsumStridedIdx(const double *g_idata, double *g_odata, unsigned int n)
{
    __shared__ double sdata[BLOCK_SIZE];

    unsigned int tid = threadIdx.x;
    unsigned int blockId = blockIdx.y * gridDim.x + blockIdx.x;
    unsigned int i = blockId * BLOCK_SIZE + tid;

    sdata[tid] = (i < n) ? g_idata[i] : 0.0;
    __syncthreads();

#pragma unroll
    for (unsigned int s = 1; s < BLOCK_SIZE; s <<= 1) {
        unsigned int index = 2 * s * tid;
        if (index < BLOCK_SIZE) {
            sdata[index] += sdata[index + s];
        }
        __syncthreads();
    }

    if (tid == 0)
        g_odata[blockId] = sdata[0];
}
