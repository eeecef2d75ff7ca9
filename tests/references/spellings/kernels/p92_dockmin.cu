// Virtual screening: every pose gets a docking score; first pass of finding the
// best (lowest) score keeps one minimum per block of 256 poses.
#include <cfloat>

#define DOCK_BLOCK 256

// Tree minimum, as in the lecture notes: at step s, thread tid combines its
// slot with the one s away, if tid is a multiple of 2s.
__device__ void dockBlockMinInterleaved(float *smin, unsigned int tid)
{
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0)
            smin[tid] = fminf(smin[tid], smin[tid + s]);
        __syncthreads();
    }
}

// launch: block 256, grid n / 256
__global__ void dockScoreMinInterleaved(const float *scores, float *blockMin, int n)
{
    __shared__ float smin[DOCK_BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    smin[tid] = (i < n) ? scores[i] : FLT_MAX;
    __syncthreads();

    dockBlockMinInterleaved(smin, tid);

    if (tid == 0)
        blockMin[blockIdx.x] = smin[0];
}

// Same minimum, the active threads kept contiguous: thread tid < s combines
// slot tid with slot tid + s, halving s each step.
__device__ void dockBlockMinSequential(float *smin, unsigned int tid)
{
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            smin[tid] = fminf(smin[tid], smin[tid + s]);
        __syncthreads();
    }
}

// launch: block 256, grid n / 256
__global__ void dockScoreMinSequential(const float *scores, float *blockMin, int n)
{
    __shared__ float smin[DOCK_BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    smin[tid] = (i < n) ? scores[i] : FLT_MAX;
    __syncthreads();

    dockBlockMinSequential(smin, tid);

    if (tid == 0)
        blockMin[blockIdx.x] = smin[0];
}
