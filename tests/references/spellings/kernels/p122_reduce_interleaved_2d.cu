// p122: block sum reduction with a 2-D thread block (16 x 16), tid = threadIdx.y*blockDim.x+threadIdx.x.
// SLOW: reduceInterleaved2D: `if ((tid % (2*s)) == 0)` -- interleaved addressing; active
//       threads are scattered across all warps, so every warp diverges at every step and
//       the `%` is expensive.
// FIX:  reduceSequential2D: `for (s = blockSize/2; s > 0; s >>= 1) if (tid < s)` -- active
//       threads are contiguous, whole warps retire. Expected what-if: nodivergence.
__global__ void reduceInterleaved2D(const float *g_in, float *g_out, unsigned int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned int blockSize = blockDim.x * blockDim.y;
    unsigned int i = blockIdx.x * blockSize + tid;

    sdata[tid] = (i < n) ? g_in[i] : 0.0f;
    __syncthreads();

    for (unsigned int s = 1; s < blockSize; s *= 2) {
        if ((tid % (2 * s)) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0) g_out[blockIdx.x] = sdata[0];
}

__global__ void reduceSequential2D(const float *g_in, float *g_out, unsigned int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned int blockSize = blockDim.x * blockDim.y;
    unsigned int i = blockIdx.x * blockSize + tid;

    sdata[tid] = (i < n) ? g_in[i] : 0.0f;
    __syncthreads();

    for (unsigned int s = blockSize / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0) g_out[blockIdx.x] = sdata[0];
}

// Extra spelling: Harris reduce1, strided index (no divergence, but 2-way..n-way bank conflicts).
__global__ void reduceStrided2D(const float *g_in, float *g_out, unsigned int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned int blockSize = blockDim.x * blockDim.y;
    unsigned int i = blockIdx.x * blockSize + tid;
    sdata[tid] = (i < n) ? g_in[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = 1; s < blockSize; s *= 2) {
        unsigned int index = 2 * s * tid;
        if (index < blockSize)
            sdata[index] += sdata[index + s];
        __syncthreads();
    }
    if (tid == 0) g_out[blockIdx.x] = sdata[0];
}
