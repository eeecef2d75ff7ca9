// Sum of 32-bit counts, one partial per block (first pass of a two-pass
// reduction). Each thread first folds its share of the input with a
// grid-stride loop, then the block reduces its shared array.

// Slow: interleaved addressing with a modulo; active threads are scattered
// through every warp, so each level diverges.
template <unsigned int blockSize>
__global__ void reduceCountsInterleaved(const unsigned int *g_idata, unsigned int *g_odata,
                                        unsigned int n)
{
    extern __shared__ unsigned int sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int sum = 0;
    for (unsigned int i = blockIdx.x * blockSize + tid; i < n; i += blockSize * gridDim.x)
        sum += g_idata[i];
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int s = 1; s < blockSize; s *= 2) {
        if ((tid % (2 * s)) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template __global__ void reduceCountsInterleaved<256>(const unsigned int *, unsigned int *, unsigned int);

// Fix: sequential addressing; the first s threads stay active, so whole warps
// either work or retire.
template <unsigned int blockSize>
__global__ void reduceCountsSequential(const unsigned int *g_idata, unsigned int *g_odata,
                                       unsigned int n)
{
    extern __shared__ unsigned int sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int sum = 0;
    for (unsigned int i = blockIdx.x * blockSize + tid; i < n; i += blockSize * gridDim.x)
        sum += g_idata[i];
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int s = blockSize / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template __global__ void reduceCountsSequential<256>(const unsigned int *, unsigned int *, unsigned int);
