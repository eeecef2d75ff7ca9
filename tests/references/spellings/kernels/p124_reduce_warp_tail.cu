// p124: reduction "first add during load" (Harris reduce4) vs the unrolled last warp (reduce5).
// SLOW: reduceAllSync: the tree runs down to s = 1 with a __syncthreads() after every step,
//       including the last six steps where only one warp is active.
//       reduceUnrolledSync: same, but the tail is written out by hand with a __syncthreads()
//       between every step.
// FIX:  reduceWarpTail: loop `for (s = blockDim.x/2; s > 32; s >>= 1)` then warpReduce() on
//       volatile shared memory with no barriers. Expected what-if: nobarrier.
__device__ void warpReduce(volatile float *sdata, unsigned int tid)
{
    sdata[tid] += sdata[tid + 32];
    sdata[tid] += sdata[tid + 16];
    sdata[tid] += sdata[tid + 8];
    sdata[tid] += sdata[tid + 4];
    sdata[tid] += sdata[tid + 2];
    sdata[tid] += sdata[tid + 1];
}

__global__ void reduceAllSync(const float *g_idata, float *g_odata, unsigned int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    float mySum = (i < n) ? g_idata[i] : 0.0f;
    if (i + blockDim.x < n) mySum += g_idata[i + blockDim.x];
    sdata[tid] = mySum;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduceUnrolledSync(const float *g_idata, float *g_odata, unsigned int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    float mySum = (i < n) ? g_idata[i] : 0.0f;
    if (i + blockDim.x < n) mySum += g_idata[i + blockDim.x];
    sdata[tid] = mySum;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) sdata[tid] += sdata[tid + 32];
    __syncthreads();
    if (tid < 16) sdata[tid] += sdata[tid + 16];
    __syncthreads();
    if (tid < 8) sdata[tid] += sdata[tid + 8];
    __syncthreads();
    if (tid < 4) sdata[tid] += sdata[tid + 4];
    __syncthreads();
    if (tid < 2) sdata[tid] += sdata[tid + 2];
    __syncthreads();
    if (tid < 1) sdata[tid] += sdata[tid + 1];
    __syncthreads();

    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduceWarpTail(const float *g_idata, float *g_odata, unsigned int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    float mySum = (i < n) ? g_idata[i] : 0.0f;
    if (i + blockDim.x < n) mySum += g_idata[i + blockDim.x];
    sdata[tid] = mySum;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) warpReduce(sdata, tid);

    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
