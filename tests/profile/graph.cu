// A program for `limiter profile`: the same streaming kernel as inplace.cu, launched only
// through a CUDA graph (captured from a stream), whose kernels limiter does not intercept yet:
// it must say so (LIM021) and leave the program's output as it is.
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void relax(float *x, const float *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : (1 << 20);
  std::vector<float> hx(n, 1.0f), hy(n, 0.25f);
  float *x = nullptr, *y = nullptr;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  for (int step = 0; step < 3; ++step)
    relax<<<(n + 255) / 256, 256, 0, s>>>(x, y, 0.5f, n);
  cudaStreamEndCapture(s, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  cudaMemcpy(hx.data(), x, n * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += hx[i];
  std::printf("checksum %.6f\n", sum);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
