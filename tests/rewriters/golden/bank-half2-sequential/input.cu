// A sequential-addressing tree over packed halves (`__half2`, a 4-byte struct aligned to 4:
// one 32-bit word a lane): lanes one element apart meet the banks apart already, as they do
// for float. Before, a 4-byte struct's width was not told and the array was skewed: a what-if
// made ("ok") that removed nothing and added arithmetic.
#include <cuda_fp16.h>

__global__ void halfPairSums(const __half2 *in, __half2 *out) {
  __shared__ __half2 acc[256];
  const unsigned t = threadIdx.x;
  acc[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      acc[t] = __hadd2(acc[t], acc[t + s]);
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = acc[0];
}
