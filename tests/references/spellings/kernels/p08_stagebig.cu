// Pair 6b (expected: occupancy, though limiter documents "not applicable where shared memory
// holds it"). A latency-bound gather whose block reserves a 48 KiB static shared array of which
// it uses blockDim.x words: four blocks of 128 threads per multiprocessor. gatherStageSmall,
// the fix, sizes the array to the block.
#include <cuda_runtime.h>

#define STAGE_WORDS 12288

__global__ void gatherStageBig(const int *__restrict__ nxt, const float *__restrict__ src,
                               float *__restrict__ dst, int steps) {
  __shared__ float stage[STAGE_WORDS];
  const int t = threadIdx.x;
  const int g = blockIdx.x * blockDim.x + t;
  int j = nxt[g];
  float acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = nxt[j];
    acc += src[j];
  }
  stage[t] = acc;
  __syncthreads();
  dst[g] = 0.5f * (stage[t] + stage[(t + 1) % blockDim.x]);
}

__global__ void gatherStageSmall(const int *__restrict__ nxt, const float *__restrict__ src,
                                 float *__restrict__ dst, int steps) {
  __shared__ float stage[128];
  const int t = threadIdx.x;
  const int g = blockIdx.x * blockDim.x + t;
  int j = nxt[g];
  float acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = nxt[j];
    acc += src[j];
  }
  stage[t] = acc;
  __syncthreads();
  dst[g] = 0.5f * (stage[t] + stage[(t + 1) % blockDim.x]);
}
