// p123: dot-product style sum (CUDA by Example), while loops, finished with atomicAdd.
// SLOW: sumWhileInterleaved: `unsigned int s = 1; while (s < blockDim.x) { if (tid % (2*s) == 0) ...}`
//       -- interleaved addressing, divergent warps at every level.
// FIX:  sumWhileHalving: `unsigned int i = blockDim.x / 2; while (i != 0) { if (cacheIndex < i) ... i /= 2; }`
//       Expected what-if: nodivergence.
__global__ void sumWhileInterleaved(const float * __restrict__ x, float *result, unsigned int n)
{
    extern __shared__ float cache[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    float temp = 0.0f;
    while (i < n) {
        temp += x[i];
        i += blockDim.x * gridDim.x;
    }
    cache[tid] = temp;
    __syncthreads();

    unsigned int s = 1;
    while (s < blockDim.x) {
        if (tid % (2 * s) == 0)
            cache[tid] += cache[tid + s];
        __syncthreads();
        s *= 2;
    }

    if (tid == 0) atomicAdd(result, cache[0]);
}

__global__ void sumWhileHalving(const float * __restrict__ x, float *result, unsigned int n)
{
    extern __shared__ float cache[];
    unsigned int cacheIndex = threadIdx.x;
    unsigned int tid = blockIdx.x * blockDim.x + threadIdx.x;

    float temp = 0.0f;
    while (tid < n) {
        temp += x[tid];
        tid += blockDim.x * gridDim.x;
    }
    cache[cacheIndex] = temp;
    __syncthreads();

    unsigned int i = blockDim.x / 2;
    while (i != 0) {
        if (cacheIndex < i)
            cache[cacheIndex] += cache[cacheIndex + i];
        __syncthreads();
        i /= 2;
    }

    if (cacheIndex == 0) atomicAdd(result, cache[0]);
}

// Extra spelling: bitmask test instead of modulo, for-loop over s with 2*s.
__global__ void sumMaskInterleaved(const float * __restrict__ x, float *result, unsigned int n)
{
    extern __shared__ float cache[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    cache[tid] = (i < n) ? x[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s <<= 1) {
        if ((tid & (2 * s - 1)) == 0)
            cache[tid] += cache[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(result, cache[0]);
}
