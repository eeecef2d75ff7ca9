// Held-out-style probe p38 (2026-12-02): category 3, reduction with interleaved vs
// sequential addressing (nodivergence). A block-wise argmax (greedy decoding, the winner of
// each block of logits): two shared arrays, the value and its index, the interleaved tree
// `tid % (2 * s) == 0` whose body compares the pair and moves both (a data-dependent branch
// inside the stride test).
// Fix: sequential addressing, `for (s = blockDim.x / 2; s > 0; s >>= 1) if (tid < s)`.
#include <cfloat>

#define AM_THREADS 256

__global__ void blockArgmaxInterleaved(const float *__restrict__ x, float *__restrict__ bestVal,
                                       int *__restrict__ bestIdx, int n) {
  __shared__ float sval[AM_THREADS];
  __shared__ int sidx[AM_THREADS];
  const int tid = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + tid;
  sval[tid] = (i < n) ? x[i] : -FLT_MAX;
  sidx[tid] = i;
  __syncthreads();
  for (int s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0) {
      if (sval[tid + s] > sval[tid]) {
        sval[tid] = sval[tid + s];
        sidx[tid] = sidx[tid + s];
      }
    }
    __syncthreads();
  }
  if (tid == 0) {
    bestVal[blockIdx.x] = sval[0];
    bestIdx[blockIdx.x] = sidx[0];
  }
}

__global__ void blockArgmaxSequential(const float *__restrict__ x, float *__restrict__ bestVal,
                                      int *__restrict__ bestIdx, int n) {
  __shared__ float sval[AM_THREADS];
  __shared__ int sidx[AM_THREADS];
  const int tid = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + tid;
  sval[tid] = (i < n) ? x[i] : -FLT_MAX;
  sidx[tid] = i;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) {
      if (sval[tid + s] > sval[tid]) {
        sval[tid] = sval[tid + s];
        sidx[tid] = sidx[tid + s];
      }
    }
    __syncthreads();
  }
  if (tid == 0) {
    bestVal[blockIdx.x] = sval[0];
    bestIdx[blockIdx.x] = sidx[0];
  }
}
