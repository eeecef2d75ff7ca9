// 2048-bin histogram of integer keys with shared-memory atomics.
constexpr int NBINS = 2048;

// Slow: one private histogram per warp, 8 warps x 2048 x 4 B = 64 KiB of dynamic shared memory
// per block -> 3 blocks (24 warps) per SM.
__global__ void histogramWarpPrivate(const int* __restrict__ keys, unsigned int* __restrict__ hist, int n)
{
    extern __shared__ unsigned int sh[];
    const int nwarps = blockDim.x >> 5;
    unsigned int* wh = sh + (threadIdx.x >> 5) * NBINS;
    for (int b = threadIdx.x; b < nwarps * NBINS; b += blockDim.x) sh[b] = 0u;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    while (i < n) {
        atomicAdd(&wh[keys[i]], 1u);
        i += gridDim.x * blockDim.x;
    }
    __syncthreads();
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x) {
        unsigned int s = 0u;
        for (int w = 0; w < nwarps; ++w) s += sh[w * NBINS + b];
        if (s) atomicAdd(&hist[b], s);
    }
}

// Fix: one histogram per block, 8 KiB.
__global__ void histogramBlockPrivate(const int* __restrict__ keys, unsigned int* __restrict__ hist, int n)
{
    extern __shared__ unsigned int sh[];
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x) sh[b] = 0u;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    while (i < n) {
        atomicAdd(&sh[keys[i]], 1u);
        i += gridDim.x * blockDim.x;
    }
    __syncthreads();
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x) {
        const unsigned int s = sh[b];
        if (s) atomicAdd(&hist[b], s);
    }
}
