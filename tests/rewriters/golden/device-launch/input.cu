// A kernel that refines its own work from the device (dynamic parallelism): each block sums
// its slice and, where the slice is still large, launches itself on half of it. The child grid
// runs as written whatever the variant, so every variant is conservative (LIM110).
#include <cuda.h>

__global__ void refine(const float *in, float *out, int n, int depth) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * 0.5f + 1.0f;
  if (i == 0 && depth > 0 && n > 64)
    refine<<<(n / 2 + 63) / 64, 64>>>(in + n / 2, out + n / 2, n / 2, depth - 1);
}
