// The cache-hint what-ifs on 16-bit floating elements (cuda_bf16.h and cuda_fp16.h declare
// __ldg, __ldcs and __stcs for them): a bfloat16 read through its conversion to float, copied,
// or bound to the `const &` of cuda_bf16.h's operators, and stored by its copy assignment or
// its assignment from a float, which the streaming what-if writes as a conversion
// (`static_cast<__nv_bfloat16>(...)`); a half pair read whole, and a member of one read on
// its own (`h2[i].x`, a __half bound to a `const &`). Kept, and said: a compound assignment
// (`+=`).

#include <cuda_bf16.h>
#include <cuda_fp16.h>

typedef __nv_bfloat16 floatX;

__global__ void scaleHalves(floatX *out, const floatX *in, const __half2 *h2, __half *acc,
                            floatX w, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float x = in[i];
  const floatX copy = in[i];
  const floatX scaled = in[i] * w;
  const __half2 pair = h2[i];
  out[i] = 0.5f * x;
  out[i + n] = copy;
  out[i + 2 * n] = scaled;
  acc[i] += __low2half(pair) + h2[i].x;
}
