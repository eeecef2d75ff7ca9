// A bfloat16 activation as ML kernels write it (VariantCountsTest): read through its conversion
// to float and stored from a float, which the cache-hint what-ifs pass to cuda_bf16.h's __ldg,
// __ldcs and __stcs.
#include <cuda_bf16.h>

__global__ void geluBf16(__nv_bfloat16 *out, const __nv_bfloat16 *in, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float x = in[i];
  out[i] = 0.5f * x * (1.0f + tanhf(0.79788456f * (x + 0.044715f * x * x * x)));
}
