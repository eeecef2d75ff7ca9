// Many dependent FMAs per loaded element: each thread evaluates a polynomial by Horner's rule,
// `steps` times, on its element. With enough steps the arithmetic dwarfs the memory traffic.

#include <cuda_runtime.h>

__global__ void hornerSteps(const float *__restrict__ in, float *__restrict__ out, int n,
                            int steps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float x = in[i];
  float acc = x;
  for (int s = 0; s < steps; ++s) {
    // Coefficients kept in (0, 1) and x in [-1, 1] keep acc bounded: no overflow or denormals.
    acc = (((acc * 0.5f + 0.25f) * x + 0.125f) * x + 0.0625f) * x + 0.03125f;
  }
  out[i] = acc;
}
