// A program for `limiter profile`'s occupancy what-ifs in situ, each a latency-bound chain of
// dependent loads launched with the program's own data. It prints a checksum of the result,
// which profiling must not change.
//   profile_chase [N] [STEPS] [KERNEL]   (N a multiple of 256)
// KERNEL:
//   heavy   chaseHeavy of kernels/whatif/chase.cu (two blocks of 256 threads a multiprocessor,
//           held there by its registers): the probe run asks for modules under register caps
//           and the real run times full under them (the occupancy what-if);
//   chains  chaseChains launched with 32 threads per block (half a multiprocessor's thread
//           slots): the block-size what-if;
//   staged  stagedChains, a warp's chain at a time like chaseChains, whose 48 KiB static shared
//           array (of which it uses a word a thread) holds it at four blocks of 128 a
//           multiprocessor: the shared-occupancy what-if;
//   dynamic stagedChainsDyn, the same staged in 48 KiB of dynamic shared memory the launch asks
//           for: the shared-occupancy what-if folding dynamic shared memory;
//   rows    chainPerBlock, one chain a 32-thread block whose index is the chain's: the
//           block-size what-if's copy, its blocks run as the rows of larger ones.
#include "../../kernels/whatif/chase.cu"

#include <cstring>

constexpr int StagedWords = 12288;

__global__ void stagedChains(const int *next, float *out, int steps) {
  __shared__ float stage[StagedWords];
  const int t = threadIdx.x;
  const int g = blockIdx.x * blockDim.x + t;
  int j = next[g / 32]; // a warp's chain: one word a step for its lanes
  float acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    acc += static_cast<float>(j & 7);
  }
  stage[t] = acc;
  __syncthreads();
  out[g] = 0.5f * (stage[t] + stage[(t + 1) % blockDim.x]);
}

__global__ void stagedChainsDyn(const int *next, float *out, int steps) {
  extern __shared__ float staged[];
  const int t = threadIdx.x;
  const int g = blockIdx.x * blockDim.x + t;
  int j = next[g / 32];
  float acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    acc += static_cast<float>(j & 7);
  }
  staged[t] = acc;
  __syncthreads();
  out[g] = 0.5f * (staged[t] + staged[(t + 1) % blockDim.x]);
}

// A chain a one-warp block, the block's index naming it (its lanes walk it together, as
// chaseChains' do): nothing is shared within a block, so the block-size what-if runs a copy
// that reads blockIdx.x as blockIdx.x * blockDim.y + threadIdx.y.
__global__ void chainPerBlock(const int *next, float *out, int steps) {
  const int chain = blockIdx.x;
  int j = next[chain];
  float acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    j = next[j];
    acc += static_cast<float>(j & 15);
  }
  out[chain * 32 + threadIdx.x] = acc;
}

#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : (1 << 22);
  const int steps = argc > 2 ? std::atoi(argv[2]) : 64;
  std::vector<int> next(n);
  unsigned state = 7u;
  for (int &j : next) {
    state = state * 1664525u + 1013904223u;
    j = static_cast<int>((state >> 8) % static_cast<unsigned>(n));
  }
  std::vector<float> table(1024);
  for (int k = 0; k < 1024; ++k)
    table[k] = static_cast<float>(k % 17) / 17.0f;
  int *dNext = nullptr;
  float *dTable = nullptr, *dOut = nullptr;
  cudaMalloc(&dNext, n * sizeof(int));
  cudaMalloc(&dTable, 1024 * sizeof(float));
  cudaMalloc(&dOut, n * sizeof(float));
  cudaMemcpy(dNext, next.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dTable, table.data(), 1024 * sizeof(float), cudaMemcpyHostToDevice);
  const char *kernel = argc > 3 ? argv[3] : "heavy";
  if (std::strcmp(kernel, "chains") == 0)
    chaseChains<<<n / 32, 32>>>(dNext, dOut, steps, n);
  else if (std::strcmp(kernel, "staged") == 0)
    stagedChains<<<n / 128, 128>>>(dNext, dOut, steps);
  else if (std::strcmp(kernel, "rows") == 0)
    chainPerBlock<<<n / 32, 32>>>(dNext, dOut, steps);
  else if (std::strcmp(kernel, "dynamic") == 0)
    stagedChainsDyn<<<n / 128, 128, StagedWords * sizeof(float)>>>(dNext, dOut, steps);
  else
    chaseHeavy<<<n / 256, 256>>>(dNext, dTable, dOut, steps);
  std::vector<float> out(n);
  cudaMemcpy(out.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += out[i] * (1 + i % 5);
  std::printf("checksum %.6f\n", sum);
  cudaFree(dNext);
  cudaFree(dTable);
  cudaFree(dOut);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
