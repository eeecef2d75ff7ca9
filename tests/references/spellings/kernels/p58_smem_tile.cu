// 1D convolution along rows (separable-filter style, radius 8, weights in constant memory),
// each block staging its tile plus halo in shared memory, then filtering it.
// Slow: a 10240-float tile per 128-thread block (40 KiB static shared): five blocks per SM,
// 20 warps, and each block's load phase and compute phase do not overlap.
// Fix: a 1024-float tile per block (4 KiB), sixteen blocks per SM.
#define RADIUS 8
#define BLOCK_THREADS 128
#define BIG_TILE 10240
#define SMALL_TILE 1024

__constant__ float c_Kernel[2 * RADIUS + 1];

__global__ void convRowsBigTile(float* __restrict__ d_Dst, const float* __restrict__ d_Src,
                                int n)
{
    __shared__ float s_Data[BIG_TILE + 2 * RADIUS];
    const int tileStart = blockIdx.x * BIG_TILE;

    for (int i = threadIdx.x; i < BIG_TILE + 2 * RADIUS; i += BLOCK_THREADS) {
        int g = tileStart + i - RADIUS;
        s_Data[i] = (g >= 0 && g < n) ? d_Src[g] : 0.0f;
    }
    __syncthreads();

    for (int i = threadIdx.x; i < BIG_TILE; i += BLOCK_THREADS) {
        float sum = 0.0f;
#pragma unroll
        for (int j = -RADIUS; j <= RADIUS; j++)
            sum += c_Kernel[RADIUS - j] * s_Data[i + RADIUS + j];
        d_Dst[tileStart + i] = sum;
    }
}

__global__ void convRowsSmallTile(float* __restrict__ d_Dst, const float* __restrict__ d_Src,
                                  int n)
{
    __shared__ float s_Data[SMALL_TILE + 2 * RADIUS];
    const int tileStart = blockIdx.x * SMALL_TILE;

    for (int i = threadIdx.x; i < SMALL_TILE + 2 * RADIUS; i += BLOCK_THREADS) {
        int g = tileStart + i - RADIUS;
        s_Data[i] = (g >= 0 && g < n) ? d_Src[g] : 0.0f;
    }
    __syncthreads();

    for (int i = threadIdx.x; i < SMALL_TILE; i += BLOCK_THREADS) {
        float sum = 0.0f;
#pragma unroll
        for (int j = -RADIUS; j <= RADIUS; j++)
            sum += c_Kernel[RADIUS - j] * s_Data[i + RADIUS + j];
        d_Dst[tileStart + i] = sum;
    }
}
