// p125: 1-D stencil with halo (RADIUS 3), 128-thread blocks.
// SLOW: stencil1dBigShared declares a fixed 48 KB shared buffer "big enough for any block
//       size" (SMEM_FLOATS = 12288) but only uses blockDim.x + 2*RADIUS of it; shared memory
//       caps residency at 4 blocks = 512 threads per SM (25% occupancy) for a
//       latency-bound streaming kernel.
//       stencil1dTinyBlock: right-sized buffer, but written for BLOCK_SIZE 32 blocks
//       (block-count limit -> 32 blocks x 32 threads = 1024 threads/SM at best).
// FIX:  stencil1d: extern __shared__ sized (blockDim.x + 2*RADIUS) floats at launch,
//       256-thread blocks. Expected what-if: sharedoccupancy / occupancy (blocksize for the
//       tiny-block kernel).
#define RADIUS 3
#define SMEM_FLOATS 12288
#define BLOCK_SIZE 32

__global__ void stencil1dBigShared(const float *in, float *out, unsigned int n)
{
    __shared__ float temp[SMEM_FLOATS];
    unsigned int gindex = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int lindex = threadIdx.x + RADIUS;

    temp[lindex] = in[gindex + RADIUS];          // `in` has RADIUS halo cells at each end
    if (threadIdx.x < RADIUS) {
        temp[lindex - RADIUS] = in[gindex];
        temp[lindex + blockDim.x] = in[gindex + blockDim.x + RADIUS];
    }
    __syncthreads();

    float result = 0.0f;
    for (int offset = -RADIUS; offset <= RADIUS; offset++)
        result += temp[lindex + offset];
    if (gindex < n) out[gindex] = result;
}

__global__ void stencil1dTinyBlock(const float *in, float *out, unsigned int n)
{
    __shared__ float temp[BLOCK_SIZE + 2 * RADIUS];
    unsigned int gindex = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    unsigned int lindex = threadIdx.x + RADIUS;

    temp[lindex] = in[gindex + RADIUS];
    if (threadIdx.x < RADIUS) {
        temp[lindex - RADIUS] = in[gindex];
        temp[lindex + BLOCK_SIZE] = in[gindex + BLOCK_SIZE + RADIUS];
    }
    __syncthreads();

    float result = 0.0f;
    for (int offset = -RADIUS; offset <= RADIUS; offset++)
        result += temp[lindex + offset];
    if (gindex < n) out[gindex] = result;
}

__global__ void stencil1d(const float *in, float *out, unsigned int n)
{
    extern __shared__ float temp[];
    unsigned int gindex = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int lindex = threadIdx.x + RADIUS;

    temp[lindex] = in[gindex + RADIUS];
    if (threadIdx.x < RADIUS) {
        temp[lindex - RADIUS] = in[gindex];
        temp[lindex + blockDim.x] = in[gindex + blockDim.x + RADIUS];
    }
    __syncthreads();

    float result = 0.0f;
    for (int offset = -RADIUS; offset <= RADIUS; offset++)
        result += temp[lindex + offset];
    if (gindex < n) out[gindex] = result;
}

// Extra: latency-bound by a big per-thread array (local memory, high register pressure):
// each thread keeps a 64-tap history window and runs an insertion-sorted median of it.
#define WIN 64
__global__ void movingMedianLocal(const float * __restrict__ in, float * __restrict__ out,
                                  unsigned int n)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i + WIN > n) return;
    float window[WIN];
    for (unsigned int k = 0; k < WIN; k++) {
        float v = in[i + k];
        int j = (int)k - 1;
        while (j >= 0 && window[j] > v) { window[j + 1] = window[j]; j--; }
        window[j + 1] = v;
    }
    out[i] = 0.5f * (window[WIN / 2 - 1] + window[WIN / 2]);
}
