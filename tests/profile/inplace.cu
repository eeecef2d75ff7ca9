// A program for `limiter profile`: a streaming kernel that updates its input in place, launched
// several times; it prints a checksum of the result, which profiling must not change.
//   profile_inplace [N] [STEPS] [--hold FRACTION] [--exit STATUS]
// --hold keeps that fraction of the GPU's free memory allocated (and written) through the run,
// so that a checkpoint of the program's memory cannot fit beside it on the GPU; --exit ends
// the program with that status after its output, as a program that fails on its own. Built a
// second time with REAL=double (profile_inplace_double): the same program from another
// version of the source, whose kernel has other parameters.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#ifndef REAL
#define REAL float
#endif

__global__ void relax(REAL *x, const REAL *y, REAL a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : (1 << 24);
  int steps = argc > 2 ? std::atoi(argv[2]) : 4;
  double hold = 0;
  int status = 0;
  for (int i = 3; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--hold"))
      hold = std::atof(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--exit"))
      status = std::atoi(argv[i + 1]);
  }
  void *held = nullptr;
  if (hold > 0) {
    size_t free = 0, total = 0;
    cudaMemGetInfo(&free, &total);
    size_t bytes = static_cast<size_t>(hold * free);
    if (cudaMalloc(&held, bytes) != cudaSuccess || cudaMemset(held, 1, bytes) != cudaSuccess) {
      std::printf("cannot hold %zu bytes\n", bytes);
      return 2;
    }
  }
  std::vector<REAL> hx(n), hy(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = static_cast<REAL>(i % 97) / 97;
    hy[i] = static_cast<REAL>(i % 13) / 13;
  }
  REAL *x = nullptr, *y = nullptr;
  cudaMalloc(&x, n * sizeof(REAL));
  cudaMalloc(&y, n * sizeof(REAL));
  cudaMemcpy(x, hx.data(), n * sizeof(REAL), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy.data(), n * sizeof(REAL), cudaMemcpyHostToDevice);
  for (int s = 0; s < steps; ++s)
    relax<<<(n + 255) / 256, 256>>>(x, y, static_cast<REAL>(0.5), n);
  cudaMemcpy(hx.data(), x, n * sizeof(REAL), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += hx[i] * (1 + i % 7);
  std::printf("checksum %.6f\n", sum);
  cudaFree(x);
  cudaFree(y);
  cudaFree(held);
  if (cudaGetLastError() != cudaSuccess)
    return 1;
  return status;
}
