// Pair 9 (expected what-if: perthread). Each block first stages a 1024-entry lookup table in
// shared memory, then maps codes to values in a grid-stride loop. Launched with one thread per
// element (lutApply.toml) every block pays the staging for 256 elements; the fix is the same
// kernel launched with one resident wave of blocks (lutApplyWave.toml). lutApplyWhile is a
// probe: the same kernel with a while loop, a size_t count and the stride in a local.
#include <cuda_runtime.h>
#include <stddef.h>

#define LUT_SIZE 1024

__global__ void lutApply(const unsigned *__restrict__ codes, float *__restrict__ vals,
                         const float *__restrict__ lut, int count) {
  __shared__ float table[LUT_SIZE];
  for (int k = threadIdx.x; k < LUT_SIZE; k += blockDim.x)
    table[k] = lut[k];
  __syncthreads();
  const int stride = gridDim.x * blockDim.x;
  for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < count; e += stride)
    vals[e] = table[codes[e] & (LUT_SIZE - 1)];
}

__global__ void lutApplyWhile(const unsigned *__restrict__ codes, float *__restrict__ vals,
                              const float *__restrict__ lut, size_t count) {
  __shared__ float table[LUT_SIZE];
  for (unsigned k = threadIdx.x; k < LUT_SIZE; k += blockDim.x)
    table[k] = lut[k];
  __syncthreads();
  size_t e = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  const size_t stride = (size_t)gridDim.x * blockDim.x;
  while (e < count) {
    vals[e] = table[codes[e] & (LUT_SIZE - 1)];
    e += stride;
  }
}

// Probe: the grid-stride loop through cooperative groups' grid (thread_rank / size).
#include <cooperative_groups.h>
__global__ void lutApplyCG(const unsigned *__restrict__ codes, float *__restrict__ vals,
                           const float *__restrict__ lut, int count) {
  __shared__ float table[LUT_SIZE];
  for (int k = threadIdx.x; k < LUT_SIZE; k += blockDim.x)
    table[k] = lut[k];
  __syncthreads();
  cooperative_groups::grid_group grid = cooperative_groups::this_grid();
  for (unsigned long long e = grid.thread_rank(); e < (unsigned long long)count; e += grid.size())
    vals[e] = table[codes[e] & (LUT_SIZE - 1)];
}

// Probe: the index declared before the loop, the loop's init empty.
__global__ void lutApplyPreIdx(const unsigned *__restrict__ codes, float *__restrict__ vals,
                               const float *__restrict__ lut, int count) {
  __shared__ float table[LUT_SIZE];
  for (int k = threadIdx.x; k < LUT_SIZE; k += blockDim.x)
    table[k] = lut[k];
  __syncthreads();
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  for (; e < count; e += blockDim.x * gridDim.x)
    vals[e] = table[codes[e] & (LUT_SIZE - 1)];
}
