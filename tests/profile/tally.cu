// A program for `limiter profile`'s elements-per-thread and occupancy what-ifs in situ: a
// grid-stride loop that tallies the bytes of words into a block's own bins in shared memory
// and adds them to the global bins at the end, launched with one thread per word, so that each
// block's bins cost more than its share of the words. It prints a checksum of the bins, which
// profiling must not change.
//   profile_tally [WORDS]
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void tallyBytes(const unsigned *words, unsigned *bins, int n) {
  __shared__ unsigned local[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const unsigned w = words[i];
    atomicAdd(&local[w & 255u], 1u);
    atomicAdd(&local[(w >> 8) & 255u], 1u);
    atomicAdd(&local[(w >> 16) & 255u], 1u);
    atomicAdd(&local[w >> 24], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    if (local[b] != 0)
      atomicAdd(&bins[b], local[b]);
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : (1 << 24);
  std::vector<unsigned> words(n);
  unsigned state = 12345u;
  for (unsigned &w : words) {
    state = state * 1664525u + 1013904223u;
    w = state;
  }
  unsigned *dWords = nullptr, *dBins = nullptr;
  cudaMalloc(&dWords, n * sizeof(unsigned));
  cudaMalloc(&dBins, 256 * sizeof(unsigned));
  cudaMemcpy(dWords, words.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemset(dBins, 0, 256 * sizeof(unsigned));
  tallyBytes<<<(n + 255) / 256, 256>>>(dWords, dBins, n);
  std::vector<unsigned> bins(256);
  cudaMemcpy(bins.data(), dBins, 256 * sizeof(unsigned), cudaMemcpyDeviceToHost);
  unsigned long long sum = 0;
  for (int b = 0; b < 256; ++b)
    sum += bins[b] * (b + 1ull);
  std::printf("checksum %llu\n", sum);
  cudaFree(dWords);
  cudaFree(dBins);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
