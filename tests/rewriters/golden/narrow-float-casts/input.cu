// bf16 values converted by casts, as kernels that keep activations in bf16 write them: a
// C-style cast and a functional cast construct a bf16 from a float expression, a cast to float
// converts back. The conversions compute: mem-only folds the stored values to their loaded
// leaves, as it folds float arithmetic.
#include <cuda_bf16.h>

typedef __nv_bfloat16 act_t;

__global__ void swish(act_t *out, act_t *gate, const act_t *in, float beta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = (float)in[i];
  float s = x / (1.0f + expf(-beta * x));
  out[i] = (act_t)(s * 0.5f + x);
  gate[i] = act_t(s);
}
