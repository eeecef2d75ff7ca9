// Re-ranking stage of a nearest-neighbour search: each query has 32 candidate
// distances, stored contiguously; sort each group of 32 ascending.
// A block of 512 threads sorts 16 groups, one thread per element, bitonic
// network in shared memory.

#define CAND_GROUP 32
#define CAND_BLOCK 512

// launch: block 512, grid n / 512
__global__ void knnCandSortBlockSync(const float *dist, float *sorted, int n)
{
    __shared__ float s[CAND_BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;
    unsigned int lane = tid & (CAND_GROUP - 1);

    s[tid] = (i < n) ? dist[i] : 3.0e38f;
    __syncthreads();

    for (unsigned int k = 2; k <= CAND_GROUP; k <<= 1) {
        for (unsigned int j = k >> 1; j > 0; j >>= 1) {
            unsigned int partner = tid ^ j;
            if (partner > tid) {
                bool ascending = (lane & k) == 0;
                float a = s[tid];
                float b = s[partner];
                if ((a > b) == ascending) {
                    s[tid] = b;
                    s[partner] = a;
                }
            }
            __syncthreads();
        }
    }

    if (i < n)
        sorted[i] = s[tid];
}

// Same network; a group of 32 lives in one warp, so only the warp has to wait.
// launch: block 512, grid n / 512
__global__ void knnCandSortWarpSync(const float *dist, float *sorted, int n)
{
    __shared__ float s[CAND_BLOCK];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;
    unsigned int lane = tid & (CAND_GROUP - 1);

    s[tid] = (i < n) ? dist[i] : 3.0e38f;
    __syncwarp();

    for (unsigned int k = 2; k <= CAND_GROUP; k <<= 1) {
        for (unsigned int j = k >> 1; j > 0; j >>= 1) {
            unsigned int partner = tid ^ j;
            if (partner > tid) {
                bool ascending = (lane & k) == 0;
                float a = s[tid];
                float b = s[partner];
                if ((a > b) == ascending) {
                    s[tid] = b;
                    s[partner] = a;
                }
            }
            __syncwarp();
        }
    }

    if (i < n)
        sorted[i] = s[tid];
}
