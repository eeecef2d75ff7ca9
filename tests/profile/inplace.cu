// A program for `limiter profile`: a streaming kernel that updates its input in place, launched
// several times; it prints a checksum of the result, which profiling must not change.
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void relax(float *x, const float *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : (1 << 24);
  int steps = argc > 2 ? std::atoi(argv[2]) : 4;
  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = static_cast<float>(i % 97) / 97.0f;
    hy[i] = static_cast<float>(i % 13) / 13.0f;
  }
  float *x = nullptr, *y = nullptr;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  for (int s = 0; s < steps; ++s)
    relax<<<(n + 255) / 256, 256>>>(x, y, 0.5f, n);
  cudaMemcpy(hx.data(), x, n * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += hx[i] * (1 + i % 7);
  std::printf("checksum %.6f\n", sum);
  cudaFree(x);
  cudaFree(y);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
