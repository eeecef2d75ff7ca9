// The lab's inseparable kernel: a 256-bin histogram of the bytes of 32-bit words. Each block
// counts its share of the words into a histogram of its own in shared memory, then adds it to
// the global one. The bytes a thread loads pick the bins its atomics hit, so math-only must keep
// every load (they are structural: without them the atomics would hit other bins) and
// memory-only keeps every atomic (their addresses are its traffic). Neither twin is one side
// alone, and the report must say so instead of giving a class.

#include <cuda_runtime.h>

namespace lab {

/// bins (256 counters) += the histogram of the 4 * words bytes at data; a grid-stride loop.
__global__ void histogram256(const unsigned *__restrict__ data, unsigned *__restrict__ bins,
                             int words) {
  __shared__ unsigned counts[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    counts[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < words; i += gridDim.x * blockDim.x) {
    const unsigned w = data[i];
    atomicAdd(&counts[w & 255u], 1u);
    atomicAdd(&counts[(w >> 8) & 255u], 1u);
    atomicAdd(&counts[(w >> 16) & 255u], 1u);
    atomicAdd(&counts[w >> 24], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    atomicAdd(&bins[b], counts[b]);
}

} // namespace lab
