// A program for `limiter profile`: one grid-stride kernel launched in the ways a program may
// launch it besides <<<...>>> in its one context.
//   profile_launches contexts [N]     launched in the runtime's context, then in a second
//                                     context (on GPU 1 when there is one), each on its own data
//   profile_launches cooperative [N]  launched with cudaLaunchCooperativeKernel, a grid that
//                                     fits the GPU at once
// It prints a checksum per launch, which profiling must not change.
#include <cuda.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

__global__ void sweep(float *x, const float *y, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    x[i] = a * x[i] + y[i] * y[i];
}

/// Fills x and y, runs sweep twice in the current context (launched as `cooperative` says),
/// prints the checksum.
static int run(const char *where, int n, bool cooperative, float a) {
  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = static_cast<float>(i % 31) / 31;
    hy[i] = static_cast<float>(i % 17) / 17;
  }
  float *x = nullptr, *y = nullptr;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  int device = 0, sms = 0, perSm = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, sweep, 256, 0);
  dim3 grid(sms * perSm), block(256);
  for (int step = 0; step < 2; ++step) {
    if (cooperative) {
      void *args[] = {&x, &y, &a, &n};
      cudaLaunchCooperativeKernel(reinterpret_cast<void *>(sweep), grid, block, args, 0, 0);
    } else {
      sweep<<<grid, block>>>(x, y, a, n);
    }
  }
  cudaMemcpy(hx.data(), x, n * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += hx[i] * (1 + i % 5);
  std::printf("checksum %s %.6f\n", where, sum);
  cudaFree(x);
  cudaFree(y);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "contexts";
  int n = argc > 2 ? std::atoi(argv[2]) : (1 << 24);
  if (!std::strcmp(mode, "cooperative"))
    return run("cooperative", n, true, 0.5f);
  int status = run("first-context", n, false, 0.5f);
  int devices = 0;
  cudaGetDeviceCount(&devices);
  CUdevice device = 0;
  cuDeviceGet(&device, devices > 1 ? 1 : 0);
  CUcontext second = nullptr;
  if (cuCtxCreate(&second, nullptr, 0, device) != CUDA_SUCCESS) {
    std::printf("cannot create a second context\n");
    return 2;
  }
  status |= run(devices > 1 ? "second-context-gpu1" : "second-context", n, false, 0.25f);
  cuCtxDestroy(second);
  return status;
}
