// A program for `limiter profile`'s occupancy what-if in situ: the latency-bound chain of
// kernels/whatif/chase.cu (two blocks of 256 threads a multiprocessor, held there by its
// registers), launched with the program's own data, so that the probe run asks for modules
// under register caps and the real run times full under them. It prints a checksum of the
// result, which profiling must not change.
//   profile_chase [N] [STEPS]   (N a multiple of 256)
#include "../../kernels/whatif/chase.cu"

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
