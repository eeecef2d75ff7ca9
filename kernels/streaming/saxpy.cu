// y = a*x + y, one element per thread: two loads, one store and one FMA per element, the
// textbook memory-bound kernel.

#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
