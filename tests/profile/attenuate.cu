// A program for `limiter profile`: the kernel slow from precise math (kernels/whatif), launched
// as a program would, for the compile-flag what-ifs in situ (each built in a module of its own
// and launched in the program's place). It prints a checksum, which profiling must not change.
//   profile_attenuate [N] [STEPS]
#include "../../kernels/whatif/preciseMath.cu"

#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : (1 << 22);
  int steps = argc > 2 ? std::atoi(argv[2]) : 64;
  std::vector<float> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = static_cast<float>(i % 201) / 100 - 1;
  float *in = nullptr, *out = nullptr;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemcpy(in, host.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  attenuatePrecise<<<(n + 255) / 256, 256>>>(in, out, n, steps);
  cudaMemcpy(host.data(), out, n * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += host[i] * (1 + i % 7);
  std::printf("checksum %.4f\n", sum);
  cudaFree(in);
  cudaFree(out);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
