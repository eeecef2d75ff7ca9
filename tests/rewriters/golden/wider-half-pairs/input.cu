// The wider-accesses what-if on pairs of 16-bit floats, whose copies cuda_fp16.h and
// cuda_bf16.h write out as one 32-bit move (not trivial, but a copy of bits all the same):
// four neighbouring `__half2` reads and stores each become one 128-bit access, and a loop of
// two over `__nv_bfloat162` one 64-bit access before and after it. Their vector is
// lim::packed_bits, the pairs' bits in 32-bit words (an array of pairs would still move pair
// by pair, through their copies).
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void scalePairs(const __half2 *in, __half2 *out, const __nv_bfloat162 *bin,
                           __nv_bfloat162 *bout, __half2 s, __nv_bfloat162 t, int n) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const __half2 a = in[i], b = in[i + 1], c = in[i + 2], d = in[i + 3];
  out[i] = __hmul2(a, s);
  out[i + 1] = __hmul2(b, s);
  out[i + 2] = __hmul2(c, s);
  out[i + 3] = __hmul2(d, s);
  for (int k = 0; k < 2; ++k)
    bout[i + k] = __hmul2(bin[i + k], t);
}
