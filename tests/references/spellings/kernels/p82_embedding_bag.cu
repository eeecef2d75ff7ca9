// EmbeddingBag(mode="sum"): out[b, :] = sum_j table[indices[b * bagSize + j], :].
// One block per bag, one thread per embedding column (blockDim.x == dim).
#include <cstddef>

#define MAX_BAG_LEN 12288   // largest bag the data loader can produce

__global__ void embeddingBagSumBigStage(const int* __restrict__ indices,
                                        const float* __restrict__ table,
                                        float* __restrict__ out, int bagSize, int dim)
{
    __shared__ int rowIds[MAX_BAG_LEN];
    const size_t bag = blockIdx.x;
    const int* bagIdx = indices + bag * (size_t)bagSize;

    for (int j = threadIdx.x; j < bagSize; j += blockDim.x)
        rowIds[j] = bagIdx[j];
    __syncthreads();

    for (int c = threadIdx.x; c < dim; c += blockDim.x) {
        float acc = 0.0f;
        for (int j = 0; j < bagSize; ++j)
            acc += __ldg(table + (size_t)rowIds[j] * dim + c);
        out[bag * dim + c] = acc;
    }
}

#define BAG_STAGE_LEN 256   // bags in this model hold at most 256 lookups

__global__ void embeddingBagSumSmallStage(const int* __restrict__ indices,
                                          const float* __restrict__ table,
                                          float* __restrict__ out, int bagSize, int dim)
{
    __shared__ int rowIds[BAG_STAGE_LEN];
    const size_t bag = blockIdx.x;
    const int* bagIdx = indices + bag * (size_t)bagSize;

    for (int j = threadIdx.x; j < bagSize; j += blockDim.x)
        rowIds[j] = bagIdx[j];
    __syncthreads();

    for (int c = threadIdx.x; c < dim; c += blockDim.x) {
        float acc = 0.0f;
        for (int j = 0; j < bagSize; ++j)
            acc += __ldg(table + (size_t)rowIds[j] * dim + c);
        out[bag * dim + c] = acc;
    }
}
